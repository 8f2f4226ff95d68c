import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../components/ui/card.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { SimpleRegistrationForm } from "./simple-registration-form.tsx";

/** An account without a membership; the membership can be added later on /subscribe. */
export default function SimpleRegistrationPage() {
  usePageTitle("Registrieren");

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Registrieren</h1>
          <CardDescription>Erstellen Sie Ihr kostenloses Konto. Alle Felder sind Pflichtfelder.</CardDescription>
        </CardHeader>
        <CardContent>
          <SimpleRegistrationForm />
        </CardContent>
        <CardFooter className="justify-center text-sm">
          <Link
            to="/login"
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Bereits registriert? Jetzt anmelden
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
