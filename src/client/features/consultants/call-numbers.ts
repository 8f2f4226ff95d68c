import { FALLBACK_EXTENSION } from "../../../shared/domain/consultants.ts";
import type { ExtensionsMap } from "../../../shared/schemas/consultants.ts";

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

export function memberNumberLabel(memberPhoneNumber: string, extension: string): string {
  return `Mitgliedernummer ${memberPhoneNumber}, Durchwahl ${extension}`;
}
