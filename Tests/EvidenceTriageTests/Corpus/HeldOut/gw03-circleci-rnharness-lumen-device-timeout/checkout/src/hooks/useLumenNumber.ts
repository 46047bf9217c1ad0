import { useCallback, useSyncExternalStore } from 'react';
import type { LumenViewModel } from '../types';

export function useLumenNumber(vm: LumenViewModel, path: string) {
  const prop = vm.number(path);
  const value = useSyncExternalStore(prop.subscribe, prop.get);

  const setValue = useCallback(
    (next: number) => {
      // range comes from the view model definition (min/max)
      const { min, max } = prop.range;
      prop.set(Number.isFinite(min) && Number.isFinite(max) ? next : Math.min(Math.max(next, min), max));
    },
    [prop],
  );

  return { value, setValue };
}
