import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { readStorage, removeStorage, storageKeys, writeStorage } from "./storage-keys.ts";

/** Whether this tab is in the middle of a registration, and who registers (in memory only). */
export interface RegistrationFlowValue {
  active: boolean;
  tempName: string | null;
  tempPhone: string | null;
  start(): void;
  end(): void;
  setTemp(name: string, phone: string): void;
}

// Session storage, not local: the flag must survive the round trip through a payment page
// in the same tab, but a new tab or a later visit starts without a half-finished flow. With
// storage disabled the flow is only known until the page is left.
function readActive(): boolean {
  return readStorage(storageKeys.registrationFlow, "session") === "active";
}

function writeActive(active: boolean): void {
  if (active) writeStorage(storageKeys.registrationFlow, "active", "session");
  else removeStorage(storageKeys.registrationFlow, "session");
}

// The flag as this page knows it: read from storage when first asked for, in the browser only.
let activeFlag: boolean | undefined;
const listeners = new Set<() => void>();

function getActive(): boolean {
  activeFlag ??= readActive();
  return activeFlag;
}

function setActive(active: boolean): void {
  writeActive(active);
  activeFlag = active;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A server render knows no session storage: no flow is running there.
const serverActive = () => false;

const RegistrationFlowContext = createContext<RegistrationFlowValue | null>(null);

export function RegistrationFlowProvider({ children }: { children: ReactNode }) {
  const active = useSyncExternalStore(subscribe, getActive, serverActive);
  // Name and phone stay in memory only, so no personal data is left behind in the browser; a
  // signup form that appears again while the flow runs starts with them.
  const [temp, setTempState] = useState<{ name: string; phone: string } | null>(null);

  const start = useCallback(() => setActive(true), []);

  const end = useCallback(() => {
    setActive(false);
    setTempState(null);
  }, []);

  const setTemp = useCallback((name: string, phone: string) => setTempState({ name, phone }), []);

  const value = useMemo<RegistrationFlowValue>(
    () => ({ active, tempName: temp?.name ?? null, tempPhone: temp?.phone ?? null, start, end, setTemp }),
    [active, temp, start, end, setTemp],
  );
  return <RegistrationFlowContext.Provider value={value}>{children}</RegistrationFlowContext.Provider>;
}

export function useRegistrationFlow(): RegistrationFlowValue {
  const value = useContext(RegistrationFlowContext);
  if (!value) throw new Error("useRegistrationFlow must be used within a RegistrationFlowProvider");
  return value;
}
