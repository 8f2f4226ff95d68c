import { LogIn } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card.tsx";
import { Link } from "../../../lib/navigation.tsx";

/** What a guest sees instead of a balance: credits belong to an account. */
export function LoginPrompt() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Bitte melden Sie sich an</h2>
        <CardDescription>
          Credits werden Ihrem Konto gutgeschrieben. Melden Sie sich an, um Ihr Guthaben zu sehen und Credits zu kaufen.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/login">
            <LogIn aria-hidden="true" />
            Zum Login
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/signup">Noch kein Konto? Jetzt registrieren</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
