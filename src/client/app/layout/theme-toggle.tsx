import { ToggleGroup } from "radix-ui";
import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { setThemePreference, useThemePreference, type ThemePreference } from "../../lib/theme.ts";

const options: { value: ThemePreference; label: string; Icon: LucideIcon }[] = [
  { value: "light", label: "Helles Design", Icon: Sun },
  { value: "dark", label: "Dunkles Design", Icon: Moon },
  { value: "system", label: "Design wie im System", Icon: Monitor },
];

function isThemePreference(value: string): value is ThemePreference {
  return options.some((option) => option.value === value);
}

/** Light, dark or system; one of the three is always selected. */
export function ThemeToggle() {
  const preference = useThemePreference();
  return (
    <ToggleGroup.Root
      type="single"
      value={preference}
      onValueChange={(value) => {
        // Radix reports "" when the active item is clicked again; keep the current choice then.
        if (isThemePreference(value)) setThemePreference(value);
      }}
      aria-label="Farbschema"
      className="inline-flex items-center gap-0.5 rounded-full border border-border bg-muted p-0.5"
    >
      {options.map(({ value, label, Icon }) => (
        <ToggleGroup.Item
          key={value}
          value={value}
          aria-label={label}
          title={label}
          className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm"
        >
          <Icon className="size-4" aria-hidden="true" />
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
