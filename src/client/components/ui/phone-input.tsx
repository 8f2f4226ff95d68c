import type { ComponentProps } from "react";
import { Input } from "./input.tsx";

/** A mobile number in international format: the phone keypad on touch screens, autofill as tel. */
export function PhoneInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  return <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+49 170 1234567" {...props} />;
}
