import { useState } from "react";
import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { cn } from "../../../lib/cn.ts";

type ImageSource = Pick<Consultant, "name"> & Partial<Pick<Consultant, "imageUrl" | "image_url" | "imageSrcSet">>;

interface ConsultantImageProps {
  consultant: ImageSource;
  className?: string;
}

function Placeholder({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        "flex items-center justify-center rounded-lg bg-muted p-2 text-center text-xs text-muted-foreground",
        className,
      )}
    >
      {text}
    </div>
  );
}

/** Both spellings of the image field occur in the data. */
export function ConsultantImage({ consultant, className }: ConsultantImageProps) {
  const src = consultant.imageUrl || consultant.image_url || null;
  // Remembering which source failed lets a new source try again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src) return <Placeholder text="Kein Bild verfügbar" className={className} />;
  if (failedSrc === src) return <Placeholder text="Bild nicht verfügbar" className={className} />;
  return (
    <img
      src={src}
      // Uploaded portraits come in the card's size and at double density.
      srcSet={src === consultant.imageUrl ? (consultant.imageSrcSet ?? undefined) : undefined}
      alt={`Porträt von ${consultant.name}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn("rounded-lg bg-muted object-cover", className)}
    />
  );
}
