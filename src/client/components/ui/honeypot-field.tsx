import type { ComponentProps } from "react";

/**
 * A trap for form-filling bots: moved off-screen instead of display:none because many bots
 * skip fields that are not rendered, and kept out of the tab order and the accessibility
 * tree so people never fill it in by accident. The server drops what arrives with it filled.
 */
export function HoneypotField({
  id,
  ...props
}: { id: string } & Omit<ComponentProps<"input">, "id" | "type" | "tabIndex" | "autoComplete">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Bitte leer lassen</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
