import type { ContractDeclarationConfirmation } from "../../../shared/schemas/contract-declarations.ts";
import type { SiteConfig } from "../../../shared/schemas/site.ts";
import { confirmationText } from "../../../shared/domain/contract-declaration-texts.ts";

/** The confirmation as a text file, so it can be kept without a printer or PDF printer. */
export function confirmationFile(c: ContractDeclarationConfirmation, config: SiteConfig | null | undefined): File {
  const sender = config
    ? [
        config.company.name,
        config.company.street,
        `${config.company.postalCode} ${config.company.city}`,
        `E-Mail: ${config.supportEmail}`,
      ]
    : [];
  const text = [config?.brandName ?? "Sternenruf", ...sender, "", confirmationText(c)].join("\n");
  const name = `${c.kind === "cancellation" ? "kuendigung" : "widerruf"}-${c.reference}.txt`;
  return new File([text], name, { type: "text/plain;charset=utf-8" });
}

export { downloadFile } from "../../lib/download-file.ts";
