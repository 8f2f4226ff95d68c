import { useCallback, useEffect, useRef } from "react";
import { premiumPlan } from "../../../shared/domain/plan.ts";
import { useNavigate } from "../../lib/navigation.tsx";
import { storageKeys, writeStorage } from "../../lib/storage-keys.ts";

// A guest is sent to the registration 100 ms after choosing.
const REGISTER_DELAY_MS = 100;

/** A guest's choice is remembered for /register, which shows it and starts the signup. */
export function useGuestPlanChoice(): () => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(() => {
    writeStorage(storageKeys.selectedPlan, premiumPlan.id);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate("/register"), REGISTER_DELAY_MS);
  }, [navigate]);
}
