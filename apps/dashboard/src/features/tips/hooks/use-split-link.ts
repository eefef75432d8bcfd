import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// The query parameter that names the split a Payout History link opens (?split=<id>).
export const SPLIT_PARAM = 'split';

export type SplitLink = {
  splitId: string | null;
  // The link to one split from the current page, keeping its other parameters.
  hrefOf: (splitId: string) => string;
  close: () => void;
};

// The split named in the address: opening is following a link, closing drops the parameter.
export function useSplitLink(): SplitLink {
  const [params, setParams] = useSearchParams();
  const value = params.get(SPLIT_PARAM);
  const hrefOf = useCallback(
    (splitId: string) => {
      const next = new URLSearchParams(params);
      next.set(SPLIT_PARAM, splitId);
      return `?${next.toString()}`;
    },
    [params],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SPLIT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { splitId: value === null || value.trim() === '' ? null : value, hrefOf, close };
}
