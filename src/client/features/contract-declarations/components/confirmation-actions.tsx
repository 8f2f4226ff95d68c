import { Download, Printer } from "lucide-react";
import type { ContractDeclarationConfirmation } from "../../../../shared/schemas/contract-declarations.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { confirmationFile, downloadFile } from "../download-confirmation.ts";

/** Keeping the declaration with date and time: print (or "save as PDF") and a file download. */
export function ConfirmationActions({ confirmation }: { confirmation: ContractDeclarationConfirmation }) {
  const { data: config } = useSiteConfig();
  return (
    <div className="flex flex-col gap-3 sm:flex-row print:hidden">
      <Button size="lg" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Drucken / als PDF speichern
      </Button>
      <Button variant="outline" size="lg" onClick={() => downloadFile(confirmationFile(confirmation, config))}>
        <Download aria-hidden="true" />
        Bestätigung herunterladen
      </Button>
    </div>
  );
}
