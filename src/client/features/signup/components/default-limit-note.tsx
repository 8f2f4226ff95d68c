import { defaultLimitSentence } from "../../../entities/spending/spending-texts.ts";
import { useSiteConfig } from "../../../lib/site-config.ts";

/** The one sentence every registration form says about the starting spending limit (the operator's setting). */
export function DefaultLimitNote() {
  const cents = useSiteConfig().data?.spendingDefaultMonthlyCents;
  if (cents === undefined) return null;
  return <p className="text-sm text-muted-foreground">{defaultLimitSentence(cents)}</p>;
}
