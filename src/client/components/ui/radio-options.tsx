/** Radio buttons for one choice, each with its label; put them in a fieldset with a legend. */
export function RadioOptions<T extends string>({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
}) {
  return options.map((option) => (
    <label key={option.value} className="flex min-h-6 items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
        className="size-4 accent-primary"
      />
      {option.label}
    </label>
  ));
}
