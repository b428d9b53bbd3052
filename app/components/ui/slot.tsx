import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

function composeRefs(...refs: unknown[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
    }
  };
}

/**
 * Renders its only child with the slot's props merged in (the `asChild` pattern): the child's props win,
 * except that event handlers run both (child first), classes and styles combine and refs are composed.
 * Replaces Radix Slot to keep the shared JavaScript small.
 */
export function Slot({ children, ...slotProps }: { children?: ReactNode; ref?: Ref<unknown> } & Props) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  const childProps = child.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [key, ours] of Object.entries(slotProps)) {
    const theirs = childProps[key];
    if (theirs === undefined || ours === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof ours === "function" && typeof theirs === "function") {
      merged[key] = (...args: unknown[]) => {
        theirs(...args);
        ours(...args);
      };
    } else if (key === "className") merged.className = `${ours} ${theirs}`;
    else if (key === "style") merged.style = { ...(ours as object), ...(theirs as object) };
    else if (key === "ref") merged.ref = composeRefs(ours, theirs);
  }
  return cloneElement(child, merged);
}
