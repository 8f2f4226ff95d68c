import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { keepScrollState } from "../../../lib/keep-scroll.ts";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import { formatCreditsWithEuro } from "../../../../shared/domain/credits.ts";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { adminUsersPageSize, useAdminUsers } from "../api/get-admin-users.ts";
import { membershipStatusText } from "./membership-status.ts";
import { Pager } from "./pager.tsx";
import { UserDetailDialog } from "./user-detail-dialog.tsx";
import { deletionStateText } from "./deleted-account.ts";
import { TableScrollRegion } from "../../../components/ui/table-scroll-region.tsx";

/** Waits until typing pauses, so that not every keystroke becomes a search request. */
function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const wholeNumber = new Intl.NumberFormat("de-DE");
const searchParam = "suche";

/** "3 Benutzer zu „Müller“ gefunden", "ca. 68.000 …"; none is said by the page's own notice. */
function searchOutcome(q: string, total: number, exact: boolean): string {
  if (total === 0) return "";
  return `${exact ? "" : "ca. "}${wholeNumber.format(total)} Benutzer zu „${q}“ gefunden.`;
}

/** The "Benutzer" tab: search by a part of the name, phone number or e-mail address, the table, paging. */
export function UserSearch() {
  const searchId = useId();
  // The term is kept in the address (?suche=), so a reload or a shared link shows the same list.
  const [params, setParams] = useSearchParams();
  const [input, setInput] = useState(() => params.get(searchParam) ?? "");
  const q = useDebounced(input.trim(), 300);
  useEffect(() => {
    if ((params.get(searchParam) ?? "") === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set(searchParam, q);
        else next.delete(searchParam);
        return next;
      },
      { replace: true, state: keepScrollState },
    );
  }, [q, params, setParams]);
  // The page belongs to the search it was chosen for: a new search starts on its first page.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });
  const [openUserId, setOpenUserId] = useState<number | null>(null);
  const users = useAdminUsers(q, page);

  return (
    <section aria-labelledby={`${searchId}-heading`} className="grid gap-4">
      <h2 id={`${searchId}-heading`} className="sr-only">
        Benutzer
      </h2>
      <div className="grid max-w-md gap-2">
        <Label htmlFor={searchId}>Name, Telefonnummer oder E-Mail suchen</Label>
        <Input
          id={searchId}
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="z. B. Müller, 0151 … oder @web.de"
          autoComplete="off"
        />
      </div>

      {/* What a search found, said to a screen reader once it is in (the table is not read out). */}
      <p role="status" className="sr-only">
        {q && users.data && !users.isFetching ? searchOutcome(q, users.data.total, users.data.totalExact) : ""}
      </p>

      {users.isError && !users.data ? (
        <LoadError framed message="Die Benutzer konnten nicht geladen werden." onRetry={() => void users.refetch()} />
      ) : !users.data ? (
        <p role="status" className="text-muted-foreground">
          Wird geladen...
        </p>
      ) : users.data.users.length === 0 ? (
        <p role="status" className="rounded-lg border border-border p-4 text-muted-foreground">
          {q ? `Keine Benutzer zu „${q}“ gefunden.` : "Es gibt noch keine Benutzer."}
        </p>
      ) : (
        <>
          <TableScrollRegion label="Benutzer, seitlich verschiebbar" aria-busy={users.isFetching}>
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">Benutzer</caption>
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    ID
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Telefon
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    E-Mail
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Mitgliedschaft
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Credits
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Registriert am
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((user) => (
                  <tr key={user.id} className="border-t border-border">
                    <td className="px-3 py-2 tabular-nums">{user.id}</td>
                    <td className="px-3 py-2">
                      <button
                        type="button"
                        className="rounded-sm text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        onClick={() => setOpenUserId(user.id)}
                        aria-label={`Details zu ${user.name} (ID ${user.id})`}
                      >
                        {user.name}
                      </button>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{deletionStateText(user) ?? user.phone}</td>
                    <td className="px-3 py-2 break-all">{user.email ?? "–"}</td>
                    <td className="px-3 py-2">{membershipStatusText(user)}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {formatCreditsWithEuro(user.creditBalance)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatBerlinDate(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScrollRegion>
          <Pager
            label="Seiten der Benutzerliste"
            page={users.data.page}
            pageSize={adminUsersPageSize}
            total={users.data.total}
            totalExact={users.data.totalExact}
            isLastPage={users.data.users.length < adminUsersPageSize}
            onPageChange={setPage}
          />
        </>
      )}

      {openUserId === null ? null : <UserDetailDialog userId={openUserId} onClose={() => setOpenUserId(null)} />}
    </section>
  );
}
