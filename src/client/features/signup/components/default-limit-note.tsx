import { defaultLimitSentence } from "../../../../shared/domain/spending-limit-default.ts";

/** The one sentence every registration form says about the starting spending limit. */
export function DefaultLimitNote() {
  return <p className="text-sm text-muted-foreground">{defaultLimitSentence()}</p>;
}
