import { useRef } from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { Link } from "../../lib/navigation.tsx";
import { dismissToast, useToasts } from "../../lib/toast.ts";
import { buttonClasses } from "./button.tsx";
import { useDialogClearance } from "./dialog-clearance.ts";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";

/**
 * Renders the toasts raised through `toast()`: shown for 5 s, swiped away to the right. The
 * label 'Notification' is a fixed text of the product (docs/decisions/0046-toast-label-as-fixed.md).
 */
export function Toaster() {
  const toasts = useToasts();
  const shown = useRef<HTMLLIElement>(null);
  useDialogClearance(
    shown,
    toasts.some((item) => item.open),
  );
  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((item) => (
        <Toast
          key={item.id}
          ref={item.open ? shown : undefined}
          open={item.open}
          variant={item.variant}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
            {item.action ? (
              <ToastPrimitive.Action altText={`${item.action.label}: ${item.title}`} asChild>
                <Link
                  to={item.action.to}
                  className={buttonClasses({ size: "sm", className: "mt-1 justify-self-start" })}
                >
                  {item.action.label}
                </Link>
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} />
    </ToastProvider>
  );
}
