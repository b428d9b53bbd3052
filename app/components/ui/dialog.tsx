import { XIcon } from "lucide-react";
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentProps,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from "react";
import { cn } from "~/lib/utils";
import { markLive } from "~/lib/page-weight/held-taps";
import { composeRefs, Slot } from "./slot";
import { useControllableState } from "./use-controllable-state";

/*
 * A modal on the native <dialog> and showModal(): the browser puts it in the top layer, makes the
 * rest of the page inert (no focus trap or aria-hidden code needed) and draws ::backdrop. This file
 * adds the open state, Escape and backdrop click through that state, focus in and back to the trigger,
 * and the title/description wiring. The page stops scrolling through `html:has(dialog:modal)` in app.css.
 */

type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  id: string;
  triggerRef: RefObject<HTMLButtonElement | null>; // or whatever element asChild renders
};

const DialogContext = createContext<DialogState | null>(null);

export function useDialog() {
  const state = useContext(DialogContext);
  if (!state) throw new Error("Dialog parts must be inside <Dialog>");
  return state;
}

export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const [current, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  return <DialogContext value={{ open: current, setOpen, id, triggerRef }}>{children}</DialogContext>;
}

type PartProps = ComponentProps<"button"> & { asChild?: boolean };

export function DialogTrigger({ asChild, onClick, ...props }: PartProps) {
  const { open, setOpen, id, triggerRef } = useDialog();
  // One ref for the trigger's life: a new one each render would be detached (triggerRef emptied) while the
  // closing dialog looks for the trigger to give focus back to.
  const ref = useMemo(() => composeRefs<HTMLButtonElement>(triggerRef, markLive), [triggerRef]);
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? `${id}-content` : undefined}
      data-state={open ? "open" : "closed"}
      ref={ref}
      {...props}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
    />
  );
}

export function DialogClose({ asChild, onClick, ...props }: PartProps) {
  const { setOpen } = useDialog();
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      ref={markLive}
      {...props}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
    />
  );
}

type DismissEvent = SyntheticEvent;

export type ModalProps = Omit<ComponentProps<"dialog">, "open"> & {
  /** Escape pressed (or the platform's back gesture); preventDefault keeps the dialog open. */
  onEscapeKeyDown?: (event: DismissEvent) => void;
  /** A click on the backdrop; preventDefault keeps the dialog open. */
  onInteractOutside?: (event: DismissEvent) => void;
};

const isServer = typeof document === "undefined";

function outside(dialog: HTMLElement, event: { clientX: number; clientY: number }) {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

const FOCUSABLE =
  "button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** Like Radix: an [autofocus] control, else the first focusable one that is not a link, else the dialog. */
function focusFirst(dialog: HTMLElement) {
  const first =
    dialog.querySelector<HTMLElement>("[autofocus]") ??
    [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => el.getClientRects().length > 0);
  (first ?? dialog).focus();
}

/** The <dialog> element itself, mounted while open; DialogContent and SheetContent dress it. */
export function ModalContent({ onEscapeKeyDown, onInteractOutside, onKeyDown, onPointerDown, onClick, children, ...props }: ModalProps) {
  const { open, setOpen, id, triggerRef } = useDialog();
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOutside = useRef(false);
  const closing = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement as HTMLElement | null;
    closing.current = false;
    // Server HTML shows an open dialog as a plain (non-modal) one; make it modal now.
    if (dialog.open && !dialog.matches(":modal")) dialog.removeAttribute("open");
    if (!dialog.open) dialog.showModal();
    if (dialog.querySelector(`#${CSS.escape(`${id}-description`)}`)) dialog.setAttribute("aria-describedby", `${id}-description`);
    focusFirst(dialog);
    return () => {
      // Leave the top layer before React removes the element, so the trigger is no longer inert.
      closing.current = true;
      if (dialog.open) dialog.close();
      const focus = document.activeElement;
      if (focus && focus !== document.body && !dialog.contains(focus) && focus.isConnected) return;
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the trigger to refocus is the one mounted when the dialog closes
      const back = triggerRef.current?.isConnected ? triggerRef.current : before;
      if (back?.isConnected) back.focus();
    };
  }, [open, id, triggerRef]);

  if (!open) return null;

  const dismiss = (event: DismissEvent, handler?: (event: DismissEvent) => void) => {
    handler?.(event);
    if (!event.isDefaultPrevented()) setOpen(false);
  };
  const ownEvent = (event: SyntheticEvent) => (event.target as Element).closest("dialog") === event.currentTarget;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal <dialog> handles Escape and backdrop clicks itself
    <dialog
      ref={ref}
      id={`${id}-content`}
      aria-labelledby={`${id}-title`}
      // Open in the server HTML so the content is there without JavaScript; the effect makes it modal.
      open={isServer || undefined}
      suppressHydrationWarning
      tabIndex={-1}
      data-state="open"
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== "Escape" || !ownEvent(event) || event.isDefaultPrevented()) return;
        onEscapeKeyDown?.(event);
        const keepOpen = event.isDefaultPrevented();
        // Handled here rather than by the browser's cancel, so the open state stays the one truth.
        event.preventDefault();
        if (!keepOpen) setOpen(false);
      }}
      onCancel={(event) => {
        // Escape while focus is outside the content (e.g. on the body after a submit button was disabled).
        if (ownEvent(event)) dismiss(event, onEscapeKeyDown);
        event.preventDefault();
      }}
      onClose={(event) => {
        // The browser closed it anyway (a cancel it would not let us refuse): follow suit.
        if (ownEvent(event) && !closing.current && !event.currentTarget.open) setOpen(false);
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        pressedOutside.current = event.target === event.currentTarget && outside(event.currentTarget, event);
      }}
      onClick={(event) => {
        onClick?.(event);
        const backdrop = event.target === event.currentTarget && outside(event.currentTarget, event);
        if (backdrop && pressedOutside.current) dismiss(event, onInteractOutside);
        pressedOutside.current = false;
      }}
    >
      {children}
    </dialog>
  );
}

/** The corner close button of DialogContent and SheetContent. */
export function CornerClose() {
  return (
    <DialogClose className="absolute right-3 top-3 rounded-md p-2 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <XIcon className="size-5" aria-hidden />
      <span className="sr-only">Cerrar</span>
    </DialogClose>
  );
}

/**
 * Centred modal panel. `hideClose` removes the corner close button (for dialogs that demand a choice).
 */
export function DialogContent({ className, children, hideClose = false, ...props }: ModalProps & { hideClose?: boolean }) {
  return (
    <ModalContent
      className={cn(
        "m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg gap-4 overflow-y-auto rounded-xl border border-border bg-background p-6 text-foreground shadow-lg backdrop:bg-[rgb(0_0_0/0.6)] open:grid focus:outline-none",
        className,
      )}
      {...props}
    >
      {children}
      {!hideClose && <CornerClose />}
    </ModalContent>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-8 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<"h2">) {
  const { id } = useDialog();
  // eslint-disable-next-line jsx-a11y/heading-has-content -- the content comes in props.children
  return <h2 id={`${id}-title`} className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}

export function DialogDescription({ className, asChild, ...props }: ComponentProps<"p"> & { asChild?: boolean }) {
  const { id } = useDialog();
  const Comp = asChild ? Slot : "p";
  return <Comp id={`${id}-description`} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
