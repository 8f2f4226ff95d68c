import { useCallback, useRef, useState } from "react";
import { earlyStartConsentMissing } from "./early-start-consent.tsx";

/**
 * The tick of an order step. `confirm()` answers whether the order may go on; without the
 * tick it shows the error and moves the focus to the checkbox.
 */
export function useEarlyStartConsent() {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = useCallback((value: boolean) => {
    setChecked(value);
    if (value) setError(null);
  }, []);

  const confirm = useCallback((): boolean => {
    if (checked) return true;
    setError(earlyStartConsentMissing);
    inputRef.current?.focus();
    return false;
  }, [checked]);

  return { checked, onChange, error, inputRef, confirm };
}
