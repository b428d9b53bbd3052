/** A toast message: raised in the browser, or set by an action for the next page (server/toast.server.ts). */
export type ToastMessage = { type: "success" | "error" | "info"; title: string; description?: string };
