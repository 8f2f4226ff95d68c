import { useCallback, useRef, type ComponentProps, type ReactNode } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "../../lib/cn.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

/**
 * Radix hands the focus back on close only to its own Trigger; a dialog opened by any other
 * control left keyboard and screen-reader users at the top of the page. This remembers what
 * had the focus when the dialog opened and returns there; when that control is gone (the
 * purchase or cancellation changed the page), the main content takes the focus instead.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    // Called before Radix moves the focus into the dialog.
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : document.getElementById("main");
    opener.current = null;
    target?.focus();
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}

export function DialogContent({
  className,
  children,
  closeLabel = "Schließen",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        onOpenAutoFocus={(event) => {
          focusReturn.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) focusReturn.onCloseAutoFocus(event);
        }}
        className={cn(
          // A shown toast that would cover the dialog sets the clearance (dialog-clearance.ts).
          "fixed top-[calc(50%_-_var(--toast-clearance,0px)_/_2)] left-1/2 z-50 grid max-h-[calc(100dvh_-_2rem_-_var(--toast-clearance,0px))] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
          "gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none motion-safe:animate-fade-in",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={closeLabel}
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

/**
 * `onOpenAutoFocus` for a dialog whose first control sits below what must be read first (the
 * order button under the price summary): the focus starts on the title (given
 * `focusedTitleProps`), so the view opens at the top and the next Tab
 * walks down in reading order.
 */
export const focusedTitleProps = {
  tabIndex: -1,
  "data-dialog-title": "",
  className: "focus-visible:outline-none",
} as const;

export function focusDialogTitle(event: Event): void {
  const content = event.currentTarget;
  const title = content instanceof HTMLElement ? content.querySelector<HTMLElement>("[data-dialog-title]") : null;
  if (!title) return;
  event.preventDefault();
  title.focus();
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

interface TriggeredDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** For the content, e.g. a wider dialog. */
  className?: string;
  children: ReactNode;
}

/** A dialog opened by its own button, with a title and a description above what it asks. */
export function TriggeredDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
}: TriggeredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
