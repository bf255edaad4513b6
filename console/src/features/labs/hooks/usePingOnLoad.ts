import { type UseQueryResult } from '@tanstack/react-query';
import { type Lab, type Pi } from '@oak/shared';
import { useEffect, useRef } from 'react';

/**
 * Pings every Pi of every lab once its Pis have loaded (doc 2 §4 'all labs are
 * pinged on load'); a lab whose Pis load later, e.g. on retry, is pinged then.
 */
export function usePingOnLoad(
  labs: readonly Lab[],
  labsThings: readonly UseQueryResult<Pi[]>[],
  pingPis: (labId: string, pis: readonly Pi[]) => unknown,
): void {
  const pinged = useRef(new Set<string>());
  useEffect(() => {
    labs.forEach((lab, index) => {
      const pis = labsThings[index]?.data;
      if (!pis || pinged.current.has(lab.id)) return;
      pinged.current.add(lab.id);
      void pingPis(lab.id, pis);
    });
  });
}
