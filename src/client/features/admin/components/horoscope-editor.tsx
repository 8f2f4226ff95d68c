import { useCallback, useEffect, useState, type ReactNode } from "react";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import { addMonths, berlinMonthOf, formatMonth } from "../../../../shared/domain/horoscope-month.ts";
import { signFacts, zodiacSigns, type ZodiacSign } from "../../../../shared/domain/zodiac.ts";
import {
  horoscopePartNames,
  type AdminHoroscopeMonth,
  type HoroscopeParts,
  type SignTexts,
} from "../../../../shared/schemas/horoscopes.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdminHoroscopeMonth } from "../api/get-admin-horoscope-month.ts";
import { useAdminHoroscopeMonths } from "../api/get-admin-horoscopes.ts";
import { usePublishAdminHoroscopeMonth } from "../api/publish-admin-horoscope-month.ts";
import { useSaveAdminHoroscopeMonth } from "../api/save-admin-horoscope-month.ts";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { clearHoroscopeDraft, readHoroscopeDraft, writeHoroscopeDraft } from "./horoscope-draft.ts";
import { useLeaveGuard, useUnsavedChanges } from "./unsaved-changes-guard.tsx";

/** How members will see one sign's four parts; the page passes the horoscopes feature's view in. */
export type RenderHoroscopePreview = (parts: HoroscopeParts) => ReactNode;

const selectClass = "h-10 rounded-md border border-input bg-background px-3 text-sm";
const complete = (s: SignTexts) => horoscopePartNames.every(([key]) => s[key].trim() !== "");

function MonthForm({ loaded, renderPreview }: { loaded: AdminHoroscopeMonth; renderPreview: RenderHoroscopePreview }) {
  const [restored] = useState(() => readHoroscopeDraft(loaded.month, loaded.signs));
  const [signs, setSigns] = useState<SignTexts[]>(restored ?? loaded.signs);
  const [saved, setSaved] = useState<SignTexts[]>(loaded.signs);
  const [current, setCurrent] = useState<ZodiacSign>("widder");
  const save = useSaveAdminHoroscopeMonth(loaded.month);
  const publish = usePublishAdminHoroscopeMonth(loaded.month);
  const published = loaded.publishedAt !== null;
  const dirty = JSON.stringify(signs) !== JSON.stringify(saved);
  const entry = signs.find((s) => s.sign === current) ?? signs[0];
  const busy = save.isPending || publish.isPending;
  const month = loaded.month;
  useEffect(() => {
    if (dirty) writeHoroscopeDraft(month, saved, signs);
    else clearHoroscopeDraft(month);
  }, [dirty, month, saved, signs]);
  useUnsavedChanges(
    dirty,
    useCallback(() => clearHoroscopeDraft(month), [month]),
  );
  if (!entry) return null;

  function edit(key: keyof HoroscopeParts, value: string) {
    setSigns((all) => all.map((s) => (s.sign === current ? { ...s, [key]: value } : s)));
  }

  async function store(): Promise<boolean> {
    try {
      const result = await save.mutateAsync({ signs });
      setSaved(result.signs);
      return true;
    } catch (error) {
      toast({
        title: "Speichern fehlgeschlagen",
        description: errorMessageOf(error, "Die Texte konnten nicht gespeichert werden."),
        variant: "destructive",
      });
      return false;
    }
  }

  async function onSave() {
    if (await store()) {
      toast({
        title: published ? "Die Korrektur ist gespeichert und für Mitglieder sichtbar." : "Entwurf gespeichert.",
      });
    }
  }

  async function onPublish() {
    if (dirty && !(await store())) return;
    try {
      await publish.mutateAsync();
      toast({ title: `Die Horoskope für ${formatMonth(loaded.month)} sind veröffentlicht.` });
    } catch (error) {
      toast({
        title: "Veröffentlichen fehlgeschlagen",
        description: errorMessageOf(error, "Der Monat konnte nicht veröffentlicht werden."),
        variant: "destructive",
      });
    }
  }

  return (
    <div className="grid gap-6">
      <p className="text-sm" role="status">
        {published
          ? `Veröffentlicht am ${formatBerlinDateTime(loaded.publishedAt ?? "", { seconds: false })}. Änderungen sind Korrekturen und sofort sichtbar.`
          : `Entwurf: ${signs.filter(complete).length} von 12 Sternzeichen vollständig.`}
        {dirty ? " Es gibt ungespeicherte Änderungen." : ""}
        {dirty && restored ? " Ihre nicht gespeicherten Texte aus dieser Sitzung sind wiederhergestellt." : ""}
      </p>
      <div className="grid gap-1">
        <Label htmlFor="horoskop-admin-zeichen">Sternzeichen</Label>
        <select
          id="horoskop-admin-zeichen"
          className={`${selectClass} max-w-xs`}
          value={current}
          onChange={(e) => setCurrent(zodiacSigns.find((s) => s === e.target.value) ?? "widder")}
        >
          {zodiacSigns.map((sign) => {
            const texts = signs.find((s) => s.sign === sign);
            return (
              <option key={sign} value={sign}>
                {signFacts[sign].name}
                {texts && complete(texts) ? " ✓" : " (unvollständig)"}
              </option>
            );
          })}
        </select>
      </div>
      <p className="text-sm text-muted-foreground">
        Absätze trennen Sie mit einer Leerzeile, **fett** und *kursiv* werden hervorgehoben; alles andere erscheint als
        Text. Der erste Absatz von „Liebe & Partnerschaft“ ist die Vorschau für Gäste.
      </p>
      <div className="grid gap-4">
        {horoscopePartNames.map(([key, name]) => (
          <div key={key} className="grid gap-1">
            <Label htmlFor={`horoskop-${key}`}>
              {name} ({signFacts[current].name})
            </Label>
            <Textarea id={`horoskop-${key}`} rows={4} value={entry[key]} onChange={(e) => edit(key, e.target.value)} />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void onSave()} disabled={busy || !dirty}>
          {published ? "Korrektur speichern" : "Entwurf speichern"}
        </Button>
        {published ? null : (
          <Button variant="accent" onClick={() => void onPublish()} disabled={busy}>
            Monat veröffentlichen
          </Button>
        )}
      </div>
      <section
        aria-labelledby="horoskop-vorschau"
        className="grid gap-4 rounded-lg border border-dashed border-border p-4"
      >
        <h3 id="horoskop-vorschau" className="font-semibold">
          Vorschau für Mitglieder: {signFacts[current].name}
        </h3>
        {renderPreview(entry)}
      </section>
    </div>
  );
}

/** The 'Horoskope' tab: write, preview, publish and correct a month's twelve horoscopes. */
export function HoroscopeEditor({ renderPreview }: { renderPreview: RenderHoroscopePreview }) {
  const thisMonth = berlinMonthOf(new Date());
  const [month, setMonth] = useState(thisMonth);
  const { confirmLeave } = useLeaveGuard();
  const list = useAdminHoroscopeMonths();
  const loaded = useAdminHoroscopeMonth(month);
  const known = new Map((list.data?.months ?? []).map((m) => [m.month, m]));
  const choices = [...new Set([addMonths(thisMonth, 1), thisMonth, ...known.keys()])].sort().reverse();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Monatshoroskope</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid max-w-xs gap-1">
          <Label htmlFor="horoskop-admin-monat">Monat</Label>
          <select
            id="horoskop-admin-monat"
            className={selectClass}
            value={month}
            onChange={(e) => {
              const next = e.target.value;
              confirmLeave(() => setMonth(next));
            }}
          >
            {choices.map((m) => {
              const summary = known.get(m);
              const state = summary ? (summary.publishedAt ? "veröffentlicht" : "Entwurf") : "neu";
              return (
                <option key={m} value={m}>
                  {formatMonth(m)} ({state})
                </option>
              );
            })}
          </select>
        </div>
        {loaded.isError ? (
          <LoadError message="Die Texte konnten nicht geladen werden." onRetry={() => void loaded.refetch()} />
        ) : loaded.data ? (
          <MonthForm key={month} loaded={loaded.data} renderPreview={renderPreview} />
        ) : (
          <p role="status" className="text-muted-foreground">
            Wird geladen...
          </p>
        )}
      </CardContent>
    </Card>
  );
}
