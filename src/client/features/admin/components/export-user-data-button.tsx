import { Download } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { downloadFile } from "../../../lib/download-file.ts";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.ts";
import { invalidateAfterAdminChange } from "../api/invalidate-admin-user.ts";
import { exportUserData } from "../api/export-user-data.ts";

/**
 * "Daten exportieren": the account's ZIP as its owner gets it, for a request that arrived by
 * post (docs/decisions/0035); the server writes it in the audit log.
 */
export function ExportUserDataButton({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      downloadFile(await exportUserData(userId));
      toast({ title: "Daten exportiert", description: "Die ZIP-Datei wurde heruntergeladen und protokolliert." });
      void invalidateAfterAdminChange(queryClient, userId);
    } catch (error) {
      toast({
        title: "Export fehlgeschlagen",
        description: errorMessageOf(error, `Die Daten konnten nicht exportiert werden. ${tryLater}`),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button type="button" variant="outline" disabled={pending} onClick={() => void run()}>
      <Download aria-hidden="true" />
      {pending ? "Export läuft..." : "Daten exportieren"}
    </Button>
  );
}
