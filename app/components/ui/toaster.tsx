import { useEffect } from "react";
import { Toaster as Sonner, toast as showToast } from "sonner";

export type ToastMessage = { type: "success" | "error" | "info"; title: string; description?: string };

/** One visible toast at a time: a new one replaces the old (000 section 9). */
export function Toaster() {
  return <Sonner position="top-center" visibleToasts={1} closeButton />;
}

export function toast(message: ToastMessage) {
  showToast.dismiss();
  const fn = message.type === "error" ? showToast.error : message.type === "info" ? showToast.info : showToast.success;
  fn(message.title, { description: message.description });
}

/** Shows a toast sent by the server with the page (flash cookie). */
export function useServerToast(message: ToastMessage | null) {
  useEffect(() => {
    if (message) toast(message);
  }, [message]);
}

/** Shows the toast a fetcher's action answered with (refusals that do not redirect) once it settles. */
export function useFetcherToast(fetcher: { state: string; data?: { toast?: ToastMessage } | null }) {
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.toast) toast(fetcher.data.toast);
  }, [fetcher.state, fetcher.data]);
}
