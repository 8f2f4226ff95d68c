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

export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; keep the URL a moment for slow ones.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
