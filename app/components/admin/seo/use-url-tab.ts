import { useSearchParams } from "react-router";

/**
 * A tab kept in the address (?{param}=value) so it can be shared: the current value (the first of
 * `values` when missing or unknown) and a setter that replaces the history entry. `resets` names
 * parameters that belong to the previous tab (a sub-tab) and are dropped on change.
 */
export function useUrlTab<T extends string>(param: string, values: readonly T[], resets: string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(param) as T | null;
  const current: T = requested && values.includes(requested) ? requested : values[0]!;
  const select = (value: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(param, value);
        for (const r of resets) next.delete(r);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [current, select] as const;
}
