import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { CornerClose, Dialog, DialogClose, DialogTrigger, ModalContent, useDialog, type ModalProps } from "./dialog";

// A side panel (shadcn's Sheet): the same native modal dialog as Dialog, docked to the right.
export const Sheet = Dialog;
export const SheetTrigger = DialogTrigger;
export const SheetClose = DialogClose;

/** Panel sliding from the right; full width on phones, at most 32rem elsewhere. */
export function SheetContent({ className, children, ...props }: ModalProps) {
  return (
    <ModalContent
      className={cn(
        "my-0 ml-auto mr-0 h-dvh max-h-none w-full max-w-lg flex-col gap-4 overflow-y-auto border-l border-border bg-background p-6 text-foreground shadow-lg backdrop:bg-[rgb(0_0_0/0.6)] open:flex focus:outline-none",
        className,
      )}
      {...props}
    >
      {children}
      <CornerClose />
    </ModalContent>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<"h2">) {
  const { id } = useDialog();
  // eslint-disable-next-line jsx-a11y/heading-has-content -- the content comes in props.children
  return <h2 id={`${id}-title`} className={cn("text-lg font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<"p">) {
  const { id } = useDialog();
  return <p id={`${id}-description`} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
