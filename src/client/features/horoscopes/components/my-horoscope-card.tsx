import { useState, type FormEvent } from "react";
import { formatMonth } from "../../../../shared/domain/horoscope-month.ts";
import { signDateRange, signFacts, zodiacSigns, type ZodiacSign } from "../../../../shared/domain/zodiac.ts";
import { myHoroscopeSettingsSchema, type MyHoroscopeResponse } from "../../../../shared/schemas/horoscopes.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { toast } from "../../../lib/toast.ts";
import { useMyHoroscope } from "../api/get-my-horoscope.ts";
import { useSaveMyHoroscope } from "../api/save-my-horoscope.ts";
import { HoroscopeParts } from "./horoscope-parts.tsx";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base md:text-sm aria-invalid:border-destructive";

function SettingsForm({ userId, data }: { userId: number; data: MyHoroscopeResponse }) {
  const [sign, setSign] = useState<string>(data.settings.sign ?? "");
  const [birthDate, setBirthDate] = useState(data.settings.birthDate ?? "");
  const [monthlyMail, setMonthlyMail] = useState(data.settings.monthlyMail);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveMyHoroscope(userId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = myHoroscopeSettingsSchema.safeParse({
      sign: sign === "" ? null : sign,
      birthDate: birthDate === "" ? null : birthDate,
      monthlyMail,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        if (result.settings.sign) setSign(result.settings.sign);
        toast({ title: "Ihre Horoskop-Einstellungen wurden gespeichert." });
      },
      onError: (failure) =>
        toast({ title: "Speichern fehlgeschlagen", description: failure.message, variant: "destructive" }),
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <FormField id="horoskop-zeichen" label="Sternzeichen">
        {(control) => (
          <select {...control} className={selectClass} value={sign} onChange={(e) => setSign(e.target.value)}>
            <option value="">Bitte wählen</option>
            {zodiacSigns.map((s) => (
              <option key={s} value={s}>
                {signFacts[s].name} ({signDateRange(s)})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="horoskop-geburtsdatum"
        label="oder Geburtsdatum"
        error={error}
        hint="Mit Geburtsdatum berechnen wir Ihr Sternzeichen daraus."
      >
        {(control) => (
          <Input {...control} type="date" value={birthDate} onChange={(e) => setBirthDate(e.target.value)} />
        )}
      </FormField>
      <label className="flex items-start gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={monthlyMail}
          onChange={(e) => setMonthlyMail(e.target.checked)}
        />
        <span>Mein Monatshoroskop jeden Monatsersten per E-Mail erhalten (jederzeit abbestellbar).</span>
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          Einstellungen speichern
        </Button>
      </div>
    </form>
  );
}

function MonthHoroscope({ data, sign }: { data: MyHoroscopeResponse; sign: ZodiacSign | null }) {
  if (!sign)
    return <p className="text-sm text-muted-foreground">Wählen Sie Ihr Sternzeichen, um Ihr Horoskop zu lesen.</p>;
  if (!data.month || !data.horoscope) {
    return <p className="text-sm text-muted-foreground">Ihr Horoskop für diesen Monat erscheint in Kürze.</p>;
  }
  return (
    <section aria-labelledby="mein-horoskop" className="grid gap-3 border-t border-border pt-4">
      <h4 id="mein-horoskop" className="text-lg font-semibold">
        Ihr Horoskop für {formatMonth(data.month)}
        <span className="ml-2 text-base font-normal text-muted-foreground">
          {signFacts[sign].symbol} {signFacts[sign].name}
        </span>
      </h4>
      <HoroscopeParts parts={data.horoscope} headingLevel={4} />
    </section>
  );
}

/** The member's horoscope on the profile: sign or birth date, mail wish, this month's text. */
export function MyHoroscopeCard({ userId, className }: { userId: number; className?: string }) {
  const mine = useMyHoroscope(userId);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Mein Horoskop</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {mine.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Horoskop wird geladen...
          </p>
        ) : mine.isError ? (
          <p className="text-sm text-muted-foreground">Ihr Horoskop konnte nicht geladen werden.</p>
        ) : (
          <>
            <SettingsForm userId={userId} data={mine.data} />
            <MonthHoroscope data={mine.data} sign={mine.data.settings.sign} />
          </>
        )}
        <Link to="/horoskope" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Alle Sternzeichen und das Archiv
        </Link>
      </CardContent>
    </Card>
  );
}
