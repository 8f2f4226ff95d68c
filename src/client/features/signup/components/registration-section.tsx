import { registrationHeading, useRegistrationMode } from "../use-registration-mode.ts";
import { RegistrationContent } from "./registration-content.tsx";
import { RegistrationOverlay } from "./registration-overlay.tsx";

type RegistrationSectionProps = { onCreated?: () => void } & (
  | {
      variant: "inline";
      /** Replaces the default page-section spacing, e.g. under a page's own heading. */
      className?: string;
      /** The page shows members the call guide already, so the member number is not repeated here. */
      callGuideShown?: boolean;
    }
  | { variant: "overlay"; onClose: () => void }
);

/** The signup form with the fixed Premium plan, on a page (anchor #register) or in a dialog. */
export function RegistrationSection(props: RegistrationSectionProps) {
  if (props.variant === "overlay") {
    return <RegistrationOverlay onClose={props.onClose} onCreated={props.onCreated} />;
  }
  return (
    <InlineRegistration onCreated={props.onCreated} className={props.className} callGuideShown={props.callGuideShown} />
  );
}

interface InlineRegistrationProps {
  onCreated?: () => void;
  className?: string;
  callGuideShown?: boolean;
}

function InlineRegistration({ onCreated, className, callGuideShown }: InlineRegistrationProps) {
  const { mode, markCreated } = useRegistrationMode();
  const { title, intro } = registrationHeading(mode);
  return (
    <section
      id="register"
      aria-labelledby="register-title"
      className={className ?? "mx-auto w-full max-w-3xl px-4 py-16"}
    >
      <h2 id="register-title" className="text-3xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-3 text-muted-foreground">{intro}</p>
      <div className="mt-8 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <RegistrationContent
          mode={mode}
          markCreated={markCreated}
          onCreated={onCreated}
          callGuideShown={callGuideShown}
        />
      </div>
    </section>
  );
}
