import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { meQueryKey } from "../../../lib/auth/auth-api.ts";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { useNavigate } from "../../../lib/navigation.tsx";
import { useRegistrationFlow } from "../../../lib/registration-flow.tsx";
import { runActivation, type ActivationState } from "./run-activation.ts";

// 1.5 s to the consultants after a registration, 3 s to the login, 2 s back
// to the registration when the user id is missing.
const delays = { berater: 1500, login: 3000, register: 2000 } as const;

function nextPath(state: ActivationState): keyof typeof delays | null {
  if (state.phase === "done") return state.next;
  if (state.phase === "failed" && state.reason === "register") return "register";
  return null;
}

/** Runs the activation once the session check has answered, then follows up with the redirect. */
export function useActivation(): ActivationState {
  const [query] = useSearchParams();
  const { user, isLoading, autoLogin } = useAuth();
  const flow = useRegistrationFlow();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<ActivationState>({ phase: "recording" });
  // Recording twice would be harmless on the server, but it would track the purchase twice.
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (isLoading || user === undefined || started.current) return;
    started.current = true;
    void runActivation({
      query,
      signedInUserId: user?.id ?? null,
      inRegistrationFlow: flow.active,
      refreshUser: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
      autoLogin,
      endRegistrationFlow: flow.end,
      onConfirming: () => setState({ phase: "confirming" }),
      isActive: () => mounted.current,
    }).then(setState);
  }, [isLoading, query, user, flow, queryClient, autoLogin]);

  const next = nextPath(state);
  useEffect(() => {
    if (!next) return;
    const timer = window.setTimeout(() => void navigate(`/${next}`), delays[next]);
    return () => window.clearTimeout(timer);
  }, [next, navigate]);

  return state;
}
