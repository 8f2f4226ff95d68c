import { useEffect } from "react";
import { useLocation } from "react-router";
import { pages, type PagePath } from "../../../shared/domain/page-paths.ts";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { useNavigate } from "../../lib/navigation.tsx";

// The pages an account without a date of birth may still open: the prompt itself, the legal
// texts, the contact form and the cancellation and withdrawal (docs/decisions/0033).
const open: ReadonlySet<string> = new Set<PagePath>([
  pages.birthDate,
  pages.impressum,
  pages.agb,
  pages.privacy,
  pages.cookiePolicy,
  pages.accessibility,
  pages.contact,
  pages.cancellation,
  pages.withdrawal,
  pages.declarationLink,
  pages.horoscopeUnsubscribe,
  pages.alertUnsubscribe,
  pages.emailConfirmation,
]);

/**
 * Sends a logged-in account without a date of birth to /geburtsdatum from every other page.
 * Loaded after the page is on screen (root-layout.tsx): the first load stays as small as it was.
 */
export function BirthDateGate(): null {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ask = user?.needsBirthDate === true && !open.has(pathname);
  useEffect(() => {
    if (ask) void navigate("/geburtsdatum", { replace: true });
  }, [ask, navigate]);
  return null;
}
