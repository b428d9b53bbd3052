import {
  Children,
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from "react";

/**
 * A component whose code is a separate chunk, loaded the first time it renders (or on `preload()`).
 * On the server the chunk is imported when this module loads, and the lazy wrapper then resolves
 * synchronously, so server-rendered HTML (and the no-JavaScript path) is the same as with a static
 * import; in the browser a page that never renders it never downloads it. Used to keep forms, Zod and
 * dialog code out of the first visit of public pages (issue 10 page-weight budget).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // A thenable that calls back at once lets React.lazy resolve without suspending once the chunk is in.
  const Lazy = lazy(() =>
    loaded
      ? ({
          then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }),
        } as unknown as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  );
  if (import.meta.env.SSR) preload().catch(() => {});
  function Loaded(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Loaded, { preload, loaded: () => loaded });
}

type LazyDialog<P> = ComponentType<P & { defaultOpen?: boolean }> & {
  preload: () => Promise<unknown>;
};

/**
 * Renders `trigger` (the same element the dialog uses as its trigger) until the visitor shows intent:
 * pointer over or focus starts loading the dialog's chunk, a click renders the dialog opened. `noScript`,
 * when given, is rendered instead of the trigger until the page is hydrated (e.g. a link to a page
 * section that works without JavaScript).
 */
export function DeferredDialog<P extends object>({
  dialog: Dialog,
  props,
  trigger,
  noScript,
}: {
  dialog: LazyDialog<P>;
  props: P;
  trigger: ReactElement;
  noScript?: ReactElement;
}) {
  const [active, setActive] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (active) return <Dialog {...props} defaultOpen />;
  if (noScript && !hydrated) return noScript;
  const element = Children.only(trigger) as ReactElement<Record<string, unknown>>;
  const preload = () => {
    Dialog.preload().catch(() => {});
  };
  return cloneElement(element, {
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event: SyntheticEvent) => {
      event.preventDefault();
      setActive(true);
    },
  });
}

/** What `lazyComponent` returns: a route sets one up and may hand it to a component as a prop. */
export type LazyComponent<P extends object> = ReturnType<typeof lazyComponent<P>>;
