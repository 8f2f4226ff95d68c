/** A dialable tel: address for a number as people write it ("+49 30 123 45-67"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
