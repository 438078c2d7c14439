import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title?: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number; open: boolean };

/** docs/product.md#conventions: at most one toast at once; a dismissed toast is dropped from memory after 1,000,000 ms. */
const toastLimit = 1;
const removeDelayMs = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

const remove = (id: number) => {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

export const dismissToast = (id: number) => {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => remove(id), removeDelayMs);
};

/** Shows a toast from anywhere, including outside React (mutation callbacks, helpers). */
export const toast = (input: ToastInput) => {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, toastLimit);
  emit();
  return { id, dismiss: () => dismissToast(id) };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const noToasts: ToastItem[] = [];

// Pages rendered ahead (and hydrated) start with no toasts.
export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );

/** Test helper: forget every toast between tests. */
export const resetToasts = () => {
  toasts = [];
  emit();
};
