import { type DependencyList, useEffect, useRef } from "react";

/**
 * An effect that runs when `deps` change, not when the component mounts. For a dialog that closes after a
 * save: React runs the effects still pending before a tap's update, so a mount-time "close" would undo a
 * tap made right after the component appeared (a tap held until the page was live, then replayed).
 */
export function useChangeEffect(effect: () => void, deps: DependencyList) {
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    effect();
  }, deps);
}
