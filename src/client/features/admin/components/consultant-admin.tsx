import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { displayStatus, statusDisplay } from "../../../../shared/domain/consultants.ts";
import type { AdminConsultant } from "../../../../shared/schemas/admin-consultants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdminConsultants } from "../api/get-admin-consultants.ts";
import { useSetConsultantActive } from "../api/set-consultant-active.ts";
import { ConsultantDialog } from "./consultant-dialog.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { TableScrollRegion } from "../../../components/ui/table-scroll-region.tsx";

function ActiveToggle({ consultant }: { consultant: AdminConsultant }) {
  const setActive = useSetConsultantActive();
  const next = !consultant.active;
  function onClick() {
    // Deactivating takes a consultant off the grid at once; a slip of the finger should not.
    if (!next && !window.confirm(`${consultant.name} deaktivieren? Der Berater verschwindet sofort aus der Liste.`)) {
      return;
    }
    setActive.mutate(
      { id: consultant.id, active: next },
      {
        onSuccess: (result) => toast({ title: "Gespeichert", description: result.message }),
        onError: (error) =>
          toast({
            title: "Fehler",
            description: errorMessageOf(error, "Die Änderung konnte nicht gespeichert werden."),
            variant: "destructive",
          }),
      },
    );
  }
  return (
    <Button
      variant={next ? "outline" : "destructive"}
      size="sm"
      disabled={setActive.isPending}
      onClick={onClick}
      aria-label={`${consultant.name} ${next ? "wieder aktivieren" : "deaktivieren"}`}
    >
      {next ? "Aktivieren" : "Deaktivieren"}
    </Button>
  );
}

function stateText(consultant: AdminConsultant): string {
  if (consultant.active) return statusDisplay[displayStatus(consultant.status)].label;
  return consultant.deactivatedAt ? `Deaktiviert seit ${formatBerlinDate(consultant.deactivatedAt)}` : "Deaktiviert";
}

/** The "Berater" tab: every consultant with status and extension, to add, edit and deactivate. */
export function ConsultantAdmin() {
  const consultants = useAdminConsultants();

  if (consultants.isError && !consultants.data) {
    return (
      <LoadError
        framed
        message="Die Berater konnten nicht geladen werden."
        onRetry={() => void consultants.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <div>
        <ConsultantDialog />
      </div>
      {!consultants.data ? (
        <p role="status" className="text-muted-foreground">
          Wird geladen...
        </p>
      ) : consultants.data.length === 0 ? (
        <p className="rounded-lg border border-border p-4 text-muted-foreground">Noch keine Berater angelegt.</p>
      ) : (
        <TableScrollRegion label="Berater, seitlich verschiebbar">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Alle Berater, aktive zuerst</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Name
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Durchwahl
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Credits/Min.
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Porträt
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {consultants.data.map((consultant) => (
                <tr
                  key={consultant.id}
                  data-consultant-id={consultant.id}
                  className={
                    consultant.active ? "border-t border-border" : "border-t border-border text-muted-foreground"
                  }
                >
                  <td className="px-3 py-2">
                    <span className="font-medium">{consultant.name}</span>
                    <span className="block text-xs text-muted-foreground">{consultant.title}</span>
                  </td>
                  <td className="px-3 py-2">{stateText(consultant)}</td>
                  <td className="px-3 py-2 tabular-nums">{consultant.extension}</td>
                  <td className="px-3 py-2 tabular-nums">{consultant.creditsPerMinute}</td>
                  <td className="px-3 py-2">
                    <span className="flex items-center gap-2">
                      {consultant.imageUrl ? (
                        // The card's own square; the text beside it says what it is.
                        <img
                          src={consultant.imageUrl}
                          alt=""
                          loading="lazy"
                          decoding="async"
                          className="size-10 shrink-0 rounded-md bg-muted object-cover"
                        />
                      ) : null}
                      {consultant.hasUploadedPortrait ? "hochgeladen" : consultant.imageUrl ? "mitgeliefert" : "keines"}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2">
                      <ConsultantDialog consultant={consultant} />
                      <ActiveToggle consultant={consultant} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      )}
    </div>
  );
}
