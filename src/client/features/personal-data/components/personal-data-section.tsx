import { phoneFormatHint } from "../../../components/ui/phone-input.tsx";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type ReactNode } from "react";
import { z } from "zod";
import { messages } from "../../../../shared/schemas/fields.ts";
import {
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  changePhoneSchema,
} from "../../../../shared/schemas/personal-data.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { toast } from "../../../lib/toast.ts";
import {
  changeName,
  changePassword,
  changePhone,
  pendingEmailQuery,
  requestEmailChange,
  usePendingEmail,
} from "../api/personal-data-api.ts";
import { ChangeForm, type ChangeField } from "./change-form.tsx";
import { EmailConfirmation } from "./email-confirmation.tsx";

type Part = "name" | "phone" | "email" | "password";

export const memberLineSentence =
  "Die Mitgliedernummer erkennt Sie an dieser Telefonnummer als Mitglied: Rufen Sie bitte von genau dieser Nummer aus an.";

// The password twice, so a typing slip does not lock the owner out; the server gets it once.
const newPasswordSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.passwordsDiffer, path: ["confirmPassword"] });

const schemas: Record<Part, z.ZodType<Record<string, string>, Record<string, string>>> = {
  name: changeNameSchema,
  phone: changePhoneSchema,
  email: changeEmailSchema,
  password: newPasswordSchema,
};

const forms: Record<Part, { title: string; fields: ChangeField[] }> = {
  name: { title: "Name ändern", fields: [{ name: "name", label: "Neuer Name", kind: "text", autoComplete: "name" }] },
  phone: {
    title: "Telefonnummer ändern",
    fields: [
      {
        name: "phone",
        label: "Neue Telefonnummer",
        kind: "tel",
        autoComplete: "tel",
        hint: `${phoneFormatHint} ${memberLineSentence}`,
      },
    ],
  },
  email: {
    title: "E-Mail-Adresse ändern",
    fields: [
      {
        name: "email",
        label: "Neue E-Mail-Adresse",
        kind: "email",
        autoComplete: "email",
        hint: "Die neue Adresse gilt, sobald Sie den Link öffnen, den wir an sie senden.",
      },
    ],
  },
  password: {
    title: "Passwort ändern",
    fields: [
      { name: "newPassword", label: "Neues Passwort", kind: "password", autoComplete: "new-password" },
      { name: "confirmPassword", label: "Neues Passwort wiederholen", kind: "password", autoComplete: "new-password" },
    ],
  },
};

function Row({ label, value, note, action }: { label: string; value: ReactNode; note?: ReactNode; action: ReactNode }) {
  return (
    <div className="grid gap-2 border-b border-border pb-4 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <dl className="grid min-w-0 gap-1 text-sm">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        </dl>
        {action}
      </div>
      {note}
    </div>
  );
}

/**
 * "Persönliche Daten" on /profile: name, phone, e-mail address and password, each changed with
 * the current password (docs/decisions/0036). Success is announced in the toast region.
 */
export function PersonalDataSection({ user }: { user: User }) {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  const pending = usePendingEmail();
  const [open, setOpen] = useState<Part | null>(null);
  const buttons = useRef<Partial<Record<Part, HTMLButtonElement | null>>>({});

  function close(part: Part) {
    setOpen(null);
    // The form is gone: the focus returns to the button that opened it.
    window.setTimeout(() => buttons.current[part]?.focus(), 0);
  }

  function done(part: Part, title: string, description: string) {
    close(part);
    toast({ title, description });
  }

  const submits: Record<Part, (v: Record<string, string>) => Promise<void>> = {
    name: async ({ name = "", currentPassword = "" }) => {
      setUser(await changeName({ name, currentPassword }));
      done("name", "Name geändert", "Ihr Name wurde gespeichert.");
    },
    phone: async ({ phone = "", currentPassword = "" }) => {
      setUser(await changePhone({ phone, currentPassword }));
      done("phone", "Telefonnummer geändert", "Rufen Sie die Mitgliedernummer ab jetzt von der neuen Nummer aus an.");
    },
    email: async ({ email = "", currentPassword = "" }) => {
      const answer = await requestEmailChange({ email, currentPassword });
      queryClient.setQueryData(pendingEmailQuery.queryKey, answer);
      done("email", "Bestätigungslink gesendet", answer.message);
    },
    password: async ({ newPassword = "", currentPassword = "" }) => {
      const answer = await changePassword({ newPassword, currentPassword });
      done("password", "Passwort geändert", answer.message);
    },
  };

  function action(part: Part) {
    return (
      <Button
        ref={(el) => {
          buttons.current[part] = el;
        }}
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open === part}
        onClick={() => (open === part ? close(part) : setOpen(part))}
      >
        {forms[part].title}
      </Button>
    );
  }

  function formFor(part: Part) {
    if (open !== part) return null;
    return (
      <ChangeForm
        id={`personal-${part}`}
        title={forms[part].title}
        schema={schemas[part]}
        fields={forms[part].fields}
        submit={submits[part]}
        onCancel={() => close(part)}
      />
    );
  }

  const waiting = pending.data?.pendingEmail;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Persönliche Daten</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <EmailConfirmation onConfirmed={setUser} />
        <Row label="Name" value={user.name} action={action("name")} note={formFor("name")} />
        <Row
          label="Telefon"
          value={user.phone}
          action={action("phone")}
          note={
            <>
              <p className="text-sm text-muted-foreground">{memberLineSentence}</p>
              {formFor("phone")}
            </>
          }
        />
        <Row
          label="E-Mail"
          value={
            user.email ?? <span className="font-normal text-muted-foreground">Keine E-Mail-Adresse hinterlegt</span>
          }
          action={action("email")}
          note={
            <>
              {waiting ? (
                <p className="text-sm text-muted-foreground">
                  Wartet auf Bestätigung: <span className="font-medium text-foreground">{waiting}</span>. Öffnen Sie den
                  Link in der E-Mail an diese Adresse.
                </p>
              ) : null}
              {formFor("email")}
            </>
          }
        />
        <Row
          label="Passwort"
          value={<span className="font-normal text-muted-foreground">Aus Sicherheitsgründen nicht angezeigt</span>}
          action={action("password")}
          note={formFor("password")}
        />
      </CardContent>
    </Card>
  );
}
