import { Search } from "lucide-react";
import { useId, useState } from "react";
import { statusDisplay, type ConsultantStatus } from "../../../../shared/domain/consultants.ts";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Button } from "../../../components/ui/button.tsx";
import {
  isFiltered,
  sortLabels,
  withoutFilters,
  type ConsultantFilters,
  type ConsultantSort,
} from "../consultant-filters.ts";
import type { FilterChange } from "../use-consultant-filters.ts";

const selectClasses =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-sm md:text-sm " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** In the order the list is sorted in. */
const statuses: ConsultantStatus[] = ["busy", "available", "offline"];

const sorts: ConsultantSort[] = ["recommended", "rating"];

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
}

function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClasses} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ConsultantFilterBarProps {
  filters: ConsultantFilters;
  specialties: string[];
  onChange(filters: ConsultantFilters, change?: FilterChange): void;
  shown: number;
  total: number;
}

export function ConsultantFilterBar({ filters, specialties, onChange, shown, total }: ConsultantFilterBarProps) {
  const id = useId();
  // The field keeps exactly what is typed; the address follows it, and back/forward lead it.
  const [typed, setTyped] = useState(filters.name);
  const [nameInAddress, setNameInAddress] = useState(filters.name);
  if (filters.name !== nameInAddress) {
    setNameInAddress(filters.name);
    setTyped(filters.name);
  }

  return (
    <div className="grid gap-3">
      <form
        role="search"
        aria-label="Berater filtern"
        className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1.5fr_1fr_1.2fr_auto_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-span-2 grid gap-2 lg:col-span-1">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-name`}
              type="search"
              className="pl-9"
              placeholder="z. B. Luna"
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                const name = event.target.value;
                setTyped(name);
                // The first letter adds a history entry, so back leads to the list before the search.
                onChange({ ...filters, name }, { replace: filters.name !== "" });
              }}
            />
          </div>
        </div>
        <SelectField
          id={`${id}-specialty`}
          label="Fachgebiet"
          value={filters.specialty}
          options={[{ value: "", label: "Alle Fachgebiete" }, ...specialties.map((s) => ({ value: s, label: s }))]}
          onChange={(specialty) => onChange({ ...filters, specialty })}
        />
        <SelectField
          id={`${id}-status`}
          label="Status"
          value={filters.status ?? ""}
          options={[
            { value: "", label: "Alle" },
            ...statuses.map((status) => ({ value: status, label: statusDisplay[status].label })),
          ]}
          onChange={(status) => onChange({ ...filters, status: (status || null) as ConsultantStatus | null })}
        />
        <SelectField
          id={`${id}-sort`}
          label="Sortierung"
          value={filters.sort}
          options={sorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
          onChange={(sort) => onChange({ ...filters, sort: sort as ConsultantSort })}
        />
        <div className="flex h-10 items-center gap-2 self-end">
          <input
            id={`${id}-stars`}
            type="checkbox"
            className="size-5 shrink-0 accent-primary"
            checked={filters.fourStarsUp}
            onChange={(event) => onChange({ ...filters, fourStarsUp: event.target.checked })}
          />
          <Label htmlFor={`${id}-stars`}>Ab 4 Sternen</Label>
        </div>
        {isFiltered(filters) ? (
          <Button
            type="button"
            variant="outline"
            className="col-span-2 lg:col-span-1"
            onClick={() => onChange(withoutFilters(filters))}
          >
            Filter zurücksetzen
          </Button>
        ) : null}
      </form>
      <p role="status" className="text-sm text-muted-foreground">
        {isFiltered(filters) ? `${shown} von ${total} Beraterinnen und Beratern` : null}
      </p>
    </div>
  );
}
