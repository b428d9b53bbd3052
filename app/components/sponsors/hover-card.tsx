import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/** docs/product.md §2.2: the sponsor description's hover card opens after 700 ms and closes 300 ms after leaving. */
export const HOVER_OPEN_DELAY_MS = 700;
export const HOVER_CLOSE_DELAY_MS = 300;

/**
 * A small hover card: `content` shows above `children` after hovering (or focusing) for the open
 * delay and hides after the close delay; moving onto the card keeps it open. No positioning library:
 * the card is placed above the trigger when it opens.
 */
export function HoverCard({ children, content }: { children: ReactNode; content: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState({ left: 0, top: 0 });
  const trigger = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Fixed position: the carousel scrolls horizontally and would clip an absolutely placed card.
      const rect = trigger.current?.getBoundingClientRect();
      if (rect) setPosition({ left: Math.max(8, Math.min(rect.left, window.innerWidth - 296)), top: rect.top - 8 });
      setOpen(true);
    }, HOVER_OPEN_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- listens for focus, hover and Escape bubbling from the focusable trigger inside
    <div
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
    >
      <div
        ref={trigger}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the card opens on keyboard focus as it does on hover
        tabIndex={0}
        aria-describedby={open ? id : undefined}
        className="rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {children}
      </div>
      {open ? (
        <div
          id={id}
          role="tooltip"
          style={{ left: position.left, top: position.top }}
          className="fixed z-30 w-72 -translate-y-full max-w-[calc(100vw-2rem)] rounded-md border border-border bg-background p-3 text-sm shadow-lg"
        >
          {content}
        </div>
      ) : null}
    </div>
  );
}
