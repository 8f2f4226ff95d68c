import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { statusDisplay } from "../../../../shared/domain/consultants.ts";
import {
  adminConsultantInputSchema,
  adminConsultantMessages,
  consultantStatuses,
  PORTRAIT_MAX_BYTES,
  PORTRAIT_MIME_TYPES,
  type AdminConsultant,
  type AdminConsultantInput,
  type AdminConsultantValues,
} from "../../../../shared/schemas/admin-consultants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useSaveConsultant } from "../api/save-consultant.ts";
import { useUploadConsultantPortrait } from "../api/upload-consultant-portrait.ts";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { PortraitPreview } from "./portrait-preview.tsx";

const emptyValues: AdminConsultantInput = {
  name: "",
  title: "",
  specialties: "",
  description: "",
  status: "available",
  extension: "",
  creditsPerMinute: 120,
  workingHours: "",
};

function valuesOf(consultant: AdminConsultant): AdminConsultantInput {
  const status = consultantStatuses.find((s) => s === consultant.status) ?? "offline";
  return { ...consultant, status, workingHours: consultant.workingHours ?? "" };
}

const selectClasses =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

/** What is wrong with a chosen portrait before it is sent; the server checks the content again. */
function portraitProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!PORTRAIT_MIME_TYPES.includes(file.type)) return adminConsultantMessages.portraitType;
  if (file.size > PORTRAIT_MAX_BYTES) return adminConsultantMessages.portraitTooLarge;
  return undefined;
}

/** "Berater anlegen" or "Bearbeiten": every field of a consultant and the portrait, in one dialog. */
export function ConsultantDialog({ consultant }: { consultant?: AdminConsultant }) {
  const [open, setOpen] = useState(false);
  // After a create whose portrait failed, a second try edits the consultant instead of adding another.
  const [savedId, setSavedId] = useState<number | null>(consultant?.id ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  // A failed save is said inside the dialog, beside its button: on a phone a toast would cover it.
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminConsultantInput, unknown, AdminConsultantValues>({
    resolver: zodResolver(adminConsultantInputSchema),
    defaultValues: consultant ? valuesOf(consultant) : emptyValues,
  });
  const save = useSaveConsultant(savedId);
  const upload = useUploadConsultantPortrait();
  const { errors } = form.formState;
  const busy = save.isPending || upload.isPending;
  const idPrefix = `consultant-${consultant?.id ?? "new"}`;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setSavedId(consultant?.id ?? null);
      form.reset(consultant ? valuesOf(consultant) : emptyValues);
      setFile(null);
      setFileError(undefined);
      setFailure(null);
    }
  }

  function onFileChange(chosen: File | null) {
    setFile(chosen);
    setFileError(portraitProblem(chosen));
  }

  // A refused file is reported at its field, like the browser's own checks, and the field takes the focus.
  function refusePortrait(message: string) {
    setFileError(message);
    document.getElementById(`${idPrefix}-portrait`)?.focus();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (fileError) {
      refusePortrait(fileError);
      return;
    }
    setFailure(null);
    let uploading = false;
    try {
      const saved = await save.mutateAsync(values);
      setSavedId(saved.consultant.id);
      uploading = true;
      if (file) await upload.mutateAsync({ id: saved.consultant.id, file });
      toast({ title: "Gespeichert", description: saved.message });
      setOpen(false);
    } catch (error) {
      if (uploading && error instanceof ApiRequestError && error.status < 500 && error.serverMessage) {
        refusePortrait(error.serverMessage);
        return;
      }
      if (error instanceof ApiRequestError && error.status === 409 && error.serverMessage) {
        form.setError("extension", { message: error.serverMessage }, { shouldFocus: true });
        return;
      }
      setFailure(errorMessageOf(error, "Der Berater konnte nicht gespeichert werden."));
    }
  });

  const title = consultant ? `${consultant.name} bearbeiten` : "Berater anlegen";
  return (
    <TriggeredDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        consultant ? (
          <Button variant="outline" size="sm" aria-label={`${consultant.name} bearbeiten`}>
            Bearbeiten
          </Button>
        ) : (
          <Button>Berater anlegen</Button>
        )
      }
      title={title}
      description="Änderungen erscheinen sofort in der Beraterliste und werden im Protokoll vermerkt."
      className="max-w-2xl"
    >
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField id={`${idPrefix}-name`} label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register("name")} />}
        </FormField>
        <FormField id={`${idPrefix}-title`} label="Titel" error={errors.title?.message}>
          {(control) => <Input {...control} {...form.register("title")} />}
        </FormField>
        <FormField
          id={`${idPrefix}-specialties`}
          label="Schwerpunkte"
          hint="Durch Kommas getrennt, z. B. Tarot, Liebe, Beruf"
          error={errors.specialties?.message}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} {...form.register("specialties")} />}
        </FormField>
        <FormField
          id={`${idPrefix}-description`}
          label="Beschreibung"
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={4} {...form.register("description")} />}
        </FormField>
        <FormField id={`${idPrefix}-status`} label="Status" error={errors.status?.message}>
          {(control) => (
            <select {...control} className={selectClasses} {...form.register("status")}>
              {consultantStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusDisplay[status].label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-extension`}
          label="Durchwahl"
          hint="Drei Ziffern, nur einmal vergeben"
          error={errors.extension?.message}
        >
          {(control) => (
            <Input {...control} inputMode="numeric" maxLength={3} autoComplete="off" {...form.register("extension")} />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-credits`}
          label="Credits pro Minute"
          hint="1 Credit = 1 Cent"
          error={errors.creditsPerMinute?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={1000}
              step={1}
              inputMode="numeric"
              {...form.register("creditsPerMinute", { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-working-hours`}
          label="Sprechzeiten"
          hint="z. B. Mo–Fr 18–23 Uhr, Sa 10–14 Uhr"
          error={errors.workingHours?.message}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} maxLength={120} autoComplete="off" {...form.register("workingHours")} />}
        </FormField>
        <FormField
          id={`${idPrefix}-portrait`}
          label="Porträt"
          hint={
            consultant
              ? "JPEG, PNG oder WebP, höchstens 5 MB. Ein neues Bild ersetzt das bisherige; ohne Auswahl bleibt es."
              : "JPEG, PNG oder WebP, höchstens 5 MB. Ohne Bild zeigt die Karte „Kein Bild verfügbar“."
          }
          error={fileError}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept={PORTRAIT_MIME_TYPES.join(",")}
              onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <PortraitPreview currentUrl={consultant?.imageUrl ?? null} file={fileError ? null : file} />
        </div>
        <FormAlert message={failure} className="sm:col-span-2" />
        <DialogFooter className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? "Wird gespeichert..." : "Speichern"}
          </Button>
        </DialogFooter>
      </form>
    </TriggeredDialog>
  );
}
