import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { toast } from "../../../lib/toast.ts";
import { useCardProviderCredentials } from "../api/get-card-provider-credentials.ts";
import { useCardProviderToggle } from "../api/get-card-provider-toggle.ts";
import { useSetCardProviderToggle } from "../api/set-card-provider-toggle.ts";

function Badge({ good, children }: { good: boolean; children: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        good ? "bg-primary/10 text-primary" : "bg-destructive/10 text-destructive",
      )}
    >
      {children}
    </span>
  );
}

const errorText = "Der Status konnte nicht geladen werden.";

/** The read error with a way to read again; the button stays outside the announced text. */
function LoadError({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-destructive">
        {errorText}
      </p>
      <Button variant="outline" size="sm" disabled={retrying} onClick={retry}>
        Erneut versuchen
      </Button>
    </div>
  );
}

/** The card provider's switch and which of its five credentials are present. */
export function ProviderStatusCard() {
  const toggle = useCardProviderToggle();
  const setToggle = useSetCardProviderToggle();
  const switchId = useId();
  const credentials = useCardProviderCredentials();
  const sandbox = useSiteConfig().data?.paymentMode === "sandbox";

  return (
    <Card>
      <CardHeader>
        <CardTitle>Status</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 text-sm">
        {sandbox ? (
          <p className="rounded-md bg-muted p-3 text-muted-foreground">
            Testmodus: Ohne hinterlegte Zugangsdaten laufen alle Kartenzahlungen über die eingebaute Testumgebung.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={switchId} className="text-muted-foreground">
            Kreditkartenzahlung für Kunden
          </label>
          {toggle.isError ? (
            <LoadError retry={() => void toggle.refetch()} retrying={toggle.isFetching} />
          ) : toggle.data ? (
            <span className="flex items-center gap-3">
              <Badge good={toggle.data.enabled}>{toggle.data.enabled ? "Aktiviert" : "Deaktiviert"}</Badge>
              <Switch
                id={switchId}
                checked={toggle.data.enabled}
                disabled={setToggle.isPending}
                onCheckedChange={(enabled) =>
                  setToggle.mutate(enabled, {
                    onError: (error) =>
                      toast({
                        title: "Fehler",
                        description:
                          error instanceof ApiRequestError && error.serverMessage
                            ? error.serverMessage
                            : "Die Einstellung konnte nicht gespeichert werden.",
                        variant: "destructive",
                      }),
                  })
                }
              />
            </span>
          ) : (
            <span className="text-muted-foreground">Wird geladen...</span>
          )}
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold">Zugangsdaten</h3>
          {credentials.isError ? (
            <LoadError retry={() => void credentials.refetch()} retrying={credentials.isFetching} />
          ) : (
            <ul className="grid gap-2" aria-label="Zugangsdaten">
              {(credentials.data?.items ?? []).map((item) => (
                <li key={item.key} className="flex flex-wrap items-center justify-between gap-2">
                  <span>{item.label}</span>
                  <Badge good={item.present}>{item.present ? "Vorhanden" : "Fehlt"}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
