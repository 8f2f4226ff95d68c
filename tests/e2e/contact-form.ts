import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** Plain ASCII values with a unique token, so a test finds its own mail in the shared outbox. */
export function uniqueContact(): ContactValues & { token: string } {
  const token = randomUUID().slice(0, 8);
  return {
    token,
    name: "Erika Mustermann",
    email: `erika-${token}@example.org`,
    message: `Bitte rufen Sie mich zurueck, Vorgang ${token}.`,
  };
}

export function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Kontaktformular" });
  return {
    form,
    name: form.getByLabel("Name", { exact: true }),
    email: form.getByLabel("E-Mail", { exact: true }),
    message: form.getByLabel("Nachricht", { exact: true }),
    // The only button of the form; its label changes while sending.
    submit: form.getByRole("button"),
  };
}

export async function fillContactForm(page: Page, values: ContactValues): Promise<void> {
  const form = contactForm(page);
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.message.fill(values.message);
}

// The contact tests find their toasts where every other test does.
export { toastRegion } from "./payments.ts";
