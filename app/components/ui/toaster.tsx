import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToastMessage } from "~/lib/toast";

// sonner (about 10 KB gzip) is loaded with the first toast, not with every page (bench/page-weight.mjs).
let sonner: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

// sonner's Toaster does not replay toasts raised before it subscribed: wait until it has mounted.
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const LazySonner = lazy(() =>
  loadSonner().then(({ Toaster: Sonner }) => ({
    default: function MountedSonner() {
      // Effects run children first: sonner has subscribed when this one runs.
      useEffect(() => markMounted(), []);
      return <Sonner position="top-center" visibleToasts={1} closeButton />;
    },
  })),
);

// Toasts live in a popover, i.e. in the top layer, so one raised while a modal <dialog> is open shows
// above it and its backdrop (re-showing the popover puts it on top of the dialog).
let layer: HTMLElement | null = null;
function raiseLayer() {
  if (!layer?.isConnected || typeof layer.showPopover !== "function") return;
  if (layer.matches(":popover-open")) layer.hidePopover();
  layer.showPopover();
}

/** One visible toast at a time: a new one replaces the old (docs/product.md §2.3). */
export function Toaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <div
      popover="manual"
      className="m-0 size-0 overflow-visible border-0 bg-transparent p-0"
      ref={(element) => {
        layer = element;
        raiseLayer();
      }}
    >
      <Suspense fallback={null}>
        <LazySonner />
      </Suspense>
    </div>
  ) : null;
}

export function toast(message: ToastMessage) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([loadSonner(), mounted]).then(([{ toast: showToast }]) => {
    showToast.dismiss();
    const fn = message.type === "error" ? showToast.error : message.type === "info" ? showToast.info : showToast.success;
    fn(message.title, { description: message.description });
    raiseLayer();
  });
}

/** Shows a toast sent by the server with the page (flash cookie). */
export function useServerToast(message: ToastMessage | null) {
  useEffect(() => {
    if (message) toast(message);
  }, [message]);
}
