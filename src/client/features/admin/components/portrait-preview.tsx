import { useEffect, useState } from "react";
import { portraitObjectPosition } from "../../../../shared/domain/portrait-crop.ts";

/**
 * The chosen file as a data: address (the content security policy allows data: images, not
 * blob: ones); null while it is read or when there is none.
 */
function useDataUrl(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && read?.file === file ? read.url : null;
}

function Square({ caption, src }: { caption: string; src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <figure className="grid justify-items-start gap-1 text-xs text-muted-foreground">
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          onError={() => setFailed(src)}
          // The square the card will show: the server cuts at the same place (shared/domain/portrait-crop.ts).
          style={{ objectPosition: portraitObjectPosition }}
          className="size-24 rounded-lg bg-muted object-cover"
        />
      ) : (
        <div className="flex size-24 items-center justify-center rounded-lg bg-muted p-2 text-center">
          {src ? "Keine Vorschau möglich" : "Kein Bild"}
        </div>
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The portrait the card shows now and, once a file is chosen, the square that will replace it. */
export function PortraitPreview({ currentUrl, file }: { currentUrl: string | null; file: File | null }) {
  const newUrl = useDataUrl(file);
  if (!currentUrl && !file) return null;
  return (
    <div className="flex flex-wrap gap-4" aria-label="Vorschau des Porträts" role="group">
      {currentUrl ? <Square caption="Bisheriges Porträt" src={currentUrl} /> : null}
      {file ? <Square caption="Neues Porträt, so zugeschnitten wie auf der Karte" src={newUrl} /> : null}
    </div>
  );
}
