import type { ComponentProps } from "react";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { pageHref } from "../../../lib/navigation.tsx";

const linkClass =
  "font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

interface AgreementFieldProps extends Omit<ComponentProps<"input">, "type" | "id"> {
  id: string;
  error?: string;
}

/**
 * The terms checkbox. The links open in a new tab so that reading the terms does not throw
 * away what was typed.
 */
export function AgreementField(props: AgreementFieldProps) {
  return (
    <CheckboxField
      {...props}
      label={
        <>
          Ich akzeptiere die{" "}
          <a href={pageHref("/agb")} target="_blank" rel="noopener" className={linkClass}>
            Nutzungsbedingungen (AGB)
          </a>{" "}
          und habe die{" "}
          <a href={pageHref("/datenschutz")} target="_blank" rel="noopener" className={linkClass}>
            {/* A soft hyphen: on narrow screens the word breaks after "Datenschutz-", not before its last letter. */}
            Datenschutz&shy;erklärung
          </a>{" "}
          zur Kenntnis genommen.
        </>
      }
    />
  );
}
