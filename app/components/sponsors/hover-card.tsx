import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/** 000 §2: the sponsor description's hover card opens after 700 ms and closes 300 ms after leaving. */
export const HOVER_OPEN_DELAY_MS = 700;
export const HOVER_CLOSE_DELAY_MS = 300;

/**
 * A small hover card: `content` shows above `children` after hovering (or focusing) for the open
 * delay and hides after the close delay; moving onto the card keeps it open. No positioning library:
 * the card is anchored to the trigger with CSS.
 */
export function HoverCard({ children, content }: { children: ReactNode; content: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (value: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), delay);
  };
  const show = () => later(true, HOVER_OPEN_DELAY_MS);
  const hide = () => later(false, HOVER_CLOSE_DELAY_MS);
  return (
    <div className="relative" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <div tabIndex={0} aria-describedby={open ? id : undefined} className="rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {children}
      </div>
      {open ? (
        <div id={id} role="tooltip" className="absolute bottom-full left-0 z-30 mb-2 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-border bg-background p-3 text-sm shadow-lg">
          {content}
        </div>
      ) : null}
    </div>
  );
}
