import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { AuthProvider } from "../lib/auth/auth-context.tsx";
import { RegistrationFlowProvider } from "../lib/registration-flow.tsx";
import { createQueryClient } from "./query-client.ts";

/** App-wide providers that sit outside the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RegistrationFlowProvider>{children}</RegistrationFlowProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
