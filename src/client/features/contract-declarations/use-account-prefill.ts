import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { useAuth } from "../../lib/auth/auth-context.tsx";

type Identity = { name: string; phone: string; email: string };

/**
 * A logged-in customer finds name, phone and e-mail filled in. Only empty fields are filled,
 * so nothing the customer already typed is overwritten when the session check answers late.
 */
export function useAccountPrefill<T extends FieldValues & Identity>(form: UseFormReturn<T>): void {
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    const values: Identity = { name: user.name, phone: user.phone, email: user.email ?? "" };
    for (const key of ["name", "phone", "email"] as const) {
      const field = key as Path<T>;
      if (!form.getValues(field) && values[key]) {
        form.setValue(field, values[key] as PathValue<T, Path<T>>, { shouldDirty: false });
      }
    }
  }, [user, form]);
}
