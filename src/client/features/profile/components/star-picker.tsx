import { FieldError } from "../../../components/ui/checkbox-field.tsx";
import { ReviewStar } from "./review-stars.tsx";

const choices = [1, 2, 3, 4, 5] as const;
const starLabel = (n: number) => (n === 1 ? "1 Stern" : `${n} Sterne`);

/**
 * 1 to 5 stars as a radio group: native radios, so the arrow keys move between them and screen
 * readers say "3 Sterne, 3 von 5". Each star up to the chosen one is filled.
 */
export function StarPicker({
  name,
  value,
  onChange,
  error,
  errorId,
}: {
  name: string;
  value: number | null;
  onChange(stars: number): void;
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Ihre Sterne</legend>
      <div className="flex gap-1">
        {choices.map((n) => (
          <label key={n} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              // Transparent over its star: a click or tap on the star is one on the radio itself.
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              aria-invalid={Boolean(error)}
            />
            <span className="sr-only">{starLabel(n)}</span>
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background"
            >
              <ReviewStar filled={value !== null && n <= value} className="size-8" />
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
