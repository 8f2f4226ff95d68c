import { inlineSpansOf, paragraphsOf } from "../../../shared/domain/simple-markdown.ts";
import { cn } from "../../lib/cn.ts";

/**
 * Text in the small Markdown subset (paragraphs, **bold**, *italics*) as React elements. It
 * never sets HTML: whatever else the text holds shows as the characters typed
 * (docs/decisions/0016).
 */
export function SimpleMarkdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn("grid gap-3", className)}>
      {paragraphsOf(text).map((paragraph, p) => (
        <p key={p} className="whitespace-pre-line">
          {inlineSpansOf(paragraph).map((span, s) =>
            span.bold ? <strong key={s}>{span.text}</strong> : span.italic ? <em key={s}>{span.text}</em> : span.text,
          )}
        </p>
      ))}
    </div>
  );
}
