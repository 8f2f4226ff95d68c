import type { ComponentProps } from "react";
import { Input } from "./input.tsx";

/**
 * How a phone number is typed, shown below the field: a placeholder in the field looked like a
 * number already typed, and it is gone as soon as one types.
 */
export const phoneFormatHint = "Im internationalen Format, z. B. +49 170 1234567.";

/** A mobile number in international format: the phone keypad on touch screens, autofill as tel. */
export function PhoneInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  return <Input type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
