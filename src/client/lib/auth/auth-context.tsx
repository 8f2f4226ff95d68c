import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { User } from "../../../shared/schemas/users.ts";
import type { LoginInput } from "../../../shared/schemas/auth.ts";
import { getQueryFn } from "../api-client.ts";
import { toast } from "../toast.ts";
import { endSession, meQueryKey, postAutoLogin, postLogin, postLogout } from "./auth-api.ts";

export interface AuthContextValue {
  /** undefined while the first /api/auth/me is loading, then the user or null. */
  user: User | null | undefined;
  isLoading: boolean;
  /** Throws the server's message on failure (the login page shows it). */
  login(input: LoginInput): Promise<User>;
  /** Shows its own success or failure toast; true when the session is gone. */
  logout(): Promise<boolean>;
  /** Logs in the account created or paid for in this browser; false when that is not possible. */
  autoLogin(userId: number, subscriptionId?: string): Promise<boolean>;
  /** Sets the user after the server has already started a session (simple registration). */
  setUser(user: User): void;
  /**
   * Asks the server again who is logged in: another tab may have logged in since the page
   * loaded. Resolves to that user or null; `user` follows.
   */
  recheck(): Promise<User | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Counts successful auto-logins; each one makes the pages showing the user's data read them again.
  const [refreshCounter, setRefreshCounter] = useState(0);
  // When the session check fails, nobody is logged in.
  const me = useQuery({ queryKey: meQueryKey, queryFn: getQueryFn<User>({ on401: "returnNull" }) });
  const user = me.isError ? null : me.data;

  const setUser = useCallback((next: User | null) => queryClient.setQueryData(meQueryKey, next), [queryClient]);

  const login = useCallback(
    async (input: LoginInput) => {
      const next = await postLogin(input);
      setUser(next);
      return next;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    try {
      await endSession(queryClient, postLogout);
      toast({ title: "Erfolgreich abgemeldet", description: "Sie wurden erfolgreich abgemeldet." });
      return true;
    } catch {
      toast({
        title: "Fehler beim Abmelden",
        description: "Bitte versuchen Sie es später erneut.",
        variant: "destructive",
      });
      return false;
    }
  }, [queryClient]);

  const autoLogin = useCallback(
    async (userId: number, subscriptionId?: string) => {
      try {
        setUser(await postAutoLogin(userId, subscriptionId));
        setRefreshCounter((n) => n + 1);
        toast({ title: "Erfolgreich angemeldet", description: "Sie wurden automatisch eingeloggt." });
        return true;
      } catch {
        return false;
      }
    },
    [setUser],
  );

  // After an auto-login the user arrives from a payment: whatever was read before (as a guest,
  // or before the payment was recorded) is read again, as it now is for this account.
  useEffect(() => {
    if (refreshCounter === 0) return;
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
  }, [queryClient, refreshCounter]);

  const recheck = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: meQueryKey, exact: true });
    return queryClient.getQueryData<User | null>(meQueryKey) ?? null;
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading: me.isLoading, login, logout, autoLogin, setUser, recheck }),
    [user, me.isLoading, login, logout, autoLogin, setUser, recheck],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
