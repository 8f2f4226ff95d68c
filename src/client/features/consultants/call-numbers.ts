import { FALLBACK_EXTENSION } from "../../../shared/domain/consultants.ts";
import { callPricesCents, formatEuro } from "../../../shared/domain/plan.ts";
import type { ExtensionsMap } from "../../../shared/api-types.ts";

export type CallLine = keyof typeof callPricesCents;

// A dialler needs the bare digits; the configured numbers are written for reading ("0900 1 234567").
function dialDigits(displayNumber: string): string {
  return displayNumber.replace(/[^\d+]/g, "");
}

/** The consultant's extension; anything that is not three digits would misroute the call. */
export function extensionFor(extensions: ExtensionsMap | null | undefined, consultantId: number): string {
  const extension = extensions?.[String(consultantId)];
  return extension && /^\d{3}$/.test(extension) ? extension : FALLBACK_EXTENSION;
}

/** Members dial the member line directly followed by the extension: tel:09001234567101. */
export function memberTelHref(memberPhoneNumber: string, extension: string): string {
  return `tel:${dialDigits(memberPhoneNumber)}${extension}`;
}

export function premiumTelHref(premiumPhoneNumber: string): string {
  return `tel:${dialDigits(premiumPhoneNumber)}`;
}

/** § 109 TKG: the price per minute, VAT included, and the 18+ note go next to every 0900 number. */
export function priceNote(line: CallLine): string {
  // Plain spaces, so the text reads the same wherever it is copied or compared.
  return `${formatEuro(callPricesCents[line]).replace(/\s/g, " ")}/Min. inkl. MwSt., ab 18`;
}

export function memberNumberLabel(memberPhoneNumber: string, extension: string): string {
  return `Mitgliedernummer ${memberPhoneNumber}, Durchwahl ${extension}`;
}
