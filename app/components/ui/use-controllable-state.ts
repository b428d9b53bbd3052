import { useState } from "react";

/**
 * A value the caller may control (`value` + `onChange`) or leave to the component (`defaultValue`).
 * `onChange` is called only when the value changes, as with Radix.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = (next: T) => {
    if (Object.is(next, current)) return;
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}
