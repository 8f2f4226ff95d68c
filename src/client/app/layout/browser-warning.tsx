import { useState, useSyncExternalStore } from "react";
import { TriangleAlert, X } from "lucide-react";
import { isUnsupportedBrowser } from "../../lib/browser-support.ts";
import { readStorage, storageKeys, writeStorage } from "../../lib/storage-keys.ts";

let warn: boolean | undefined;

// Read once per page load: the user agent does not change, and a dismissal resets it.
function shouldWarn(): boolean {
  warn ??= readStorage(storageKeys.browserWarningDismissed) !== "true" && isUnsupportedBrowser(navigator.userAgent);
  return warn;
}

const noSubscription = () => () => {};
// Only the browser knows its user agent and the stored dismissal: a server render (and the
// hydration after it) shows no warning, the browser decides as soon as it renders itself.
const serverSnapshot = () => false;

/** Tells visitors on outdated browsers that parts of the portal may not work. */
export function BrowserWarning() {
  const unsupported = useSyncExternalStore(noSubscription, shouldWarn, serverSnapshot);
  const [dismissed, setDismissed] = useState(false);
  if (!unsupported || dismissed) return null;

  return (
    <aside
      aria-labelledby="browser-warning-title"
      className="border-b border-accent bg-accent/25 px-4 py-3 text-foreground"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden="true" />
        <div className="flex-1">
          <h2 id="browser-warning-title" className="font-semibold">
            Browser-Kompatibilitätswarnung
          </h2>
          <p className="text-sm">
            Ihr Browser wird nicht vollständig unterstützt. Für die beste Erfahrung empfehlen wir einen aktuellen
            Browser wie Chrome, Firefox, Safari oder Edge.
          </p>
        </div>
        <button
          type="button"
          aria-label="Hinweis schließen"
          className="rounded-md p-1 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => {
            writeStorage(storageKeys.browserWarningDismissed, "true");
            warn = false;
            setDismissed(true);
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
