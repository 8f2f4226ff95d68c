import { useSyncExternalStore } from "react";
import type { LinkTarget } from "../../shared/domain/page-paths.ts";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A link that acts on the message, e.g. the way to call a consultant who became available. */
  action?: { label: string; to: LinkTarget };
  /** Milliseconds on screen; 5 s unless the message needs longer to be acted on. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

// One toast at a time, and a closed toast lingers in the store for
// 1,000,000 ms before it is dropped (Radix has already unmounted it by then).
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemovalTimer(id: number): void {
  const timer = removalTimers.get(id);
  if (timer === undefined) return;
  clearTimeout(timer);
  removalTimers.delete(id);
}

/** Shows a toast; a newer toast replaces the one on screen. */
export function toast(opts: ToastOptions): void {
  const item: ToastItem = { ...opts, variant: opts.variant ?? "default", id: nextId++, open: true };
  const next = [item, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) {
    if (!next.includes(dropped)) clearRemovalTimer(dropped.id);
  }
  publish(next);
}

/** Closes a toast (timeout, swipe, close button); it is removed from the store later. */
export function dismissToast(id: number): void {
  if (!toasts.some((item) => item.id === id && item.open)) return;
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  clearRemovalTimer(id);
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A server render shows no toasts; the same empty list each time keeps React from looping.
const noToasts: readonly ToastItem[] = [];

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
