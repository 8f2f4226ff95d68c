import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/cn.ts";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { useCardProviderCredentials, useCardProviderToggle } from "../api/get-card-provider-status.ts";

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

/** The card provider's switch and which of its five credentials are present. */
export function ProviderStatusCard() {
  const toggle = useCardProviderToggle();
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
          <span className="text-muted-foreground">Kreditkartenzahlung für Kunden</span>
          {toggle.isError ? (
            <span role="alert" className="text-destructive">
              {errorText}
            </span>
          ) : toggle.data ? (
            <Badge good={toggle.data.enabled}>{toggle.data.enabled ? "Aktiviert" : "Deaktiviert"}</Badge>
          ) : (
            <span className="text-muted-foreground">Wird geladen...</span>
          )}
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold">Zugangsdaten</h3>
          {credentials.isError ? (
            <p role="alert" className="text-destructive">
              {errorText}
            </p>
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
