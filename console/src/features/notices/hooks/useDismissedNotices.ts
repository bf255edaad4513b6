import { dismissNotice } from '@oak/shared';
import { useCallback, useState } from 'react';

const KEY = 'oak.dismissedNotices';

function load(): ReadonlySet<string> {
  try {
    const raw = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Notices the user dismissed, remembered in this browser so they stay dismissed across reloads. */
export function useDismissedNotices(): [ReadonlySet<string>, (id: string) => void] {
  const [dismissed, setDismissed] = useState(load);
  const dismiss = useCallback((id: string) => {
    setDismissed((current) => {
      const next = dismissNotice(current, id);
      window.localStorage.setItem(KEY, JSON.stringify([...next]));
      return next;
    });
  }, []);
  return [dismissed, dismiss];
}
