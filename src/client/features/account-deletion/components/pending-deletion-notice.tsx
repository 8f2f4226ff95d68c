import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card.tsx";
import { Link } from "../../../lib/navigation.tsx";

/**
 * What a page outside the restricted profile shows to an account waiting for its erasure
 * (docs/decisions/0049): the server refuses that session everything but /profile's parts.
 */
export function PendingDeletionNotice({ dueAt }: { dueAt: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">
          Ihr Konto wird am {formatBerlinDate(dueAt)} gelöscht
        </h2>
        <CardDescription>
          Bis dahin sehen Sie in Ihrem Profil nur Ihre Zahlungen und Belege, Ihre Monatsauszüge sowie Ihr Ausgabenlimit
          und Ihre Pause. Credits können Sie erst wieder kaufen, wenn Sie die Löschung zurücknehmen.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/profile">Zum Profil</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
