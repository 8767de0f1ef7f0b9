import { useCallback, useRef, useState } from 'react';

/** The items with a write under way: a set to render from, and a ref for callbacks made before the next render. */
export function useBusyIds() {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const ref = useRef(ids);
  ref.current = ids;
  const mark = useCallback((id: number, on: boolean) => {
    setIds((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return { ids, ref, mark };
}
