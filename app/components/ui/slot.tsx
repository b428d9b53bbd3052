import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

export function composeRefs<T>(...refs: unknown[]): Ref<T> {
  return (node: T | null) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === "function") return ref(node) as unknown;
      if (ref && typeof ref === "object") (ref as { current: T | null }).current = node;
      return undefined;
    });
    // React 19 calls a returned cleanup instead of calling the ref with null.
    return () => {
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === "function") cleanup();
        else if (typeof ref === "function") ref(null);
        else if (ref && typeof ref === "object") (ref as { current: T | null }).current = null;
      });
    };
  };
}

/** Slot and child props together: both event handlers run (the child's first), classes and styles add up. */
export function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const key of Object.keys(slot)) {
    const ours = slot[key];
    const theirs = child[key];
    if (theirs === undefined || ours === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof ours === "function" && typeof theirs === "function") {
      merged[key] = (...args: unknown[]) => {
        const result: unknown = theirs(...args);
        ours(...args);
        return result;
      };
    } else if (key === "className") merged[key] = `${String(ours)} ${String(theirs)}`;
    else if (key === "style") merged[key] = { ...(ours as object), ...(theirs as object) };
    else if (key === "ref") merged[key] = composeRefs(ours, theirs);
  }
  return merged;
}

/**
 * `asChild`: renders its only child element with these props merged in (e.g. a dialog trigger that is
 * the caller's own <Button> or <Link>). Replaces Radix's Slot.
 */
export function Slot({ children, ...props }: Props & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  const element = child as ReactElement<Props>;
  return cloneElement(element, mergeProps(props, element.props));
}
