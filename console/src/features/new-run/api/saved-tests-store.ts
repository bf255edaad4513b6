import { type NewRunPayloadDraft } from '@oak/shared';

const KEY = 'oak.savedTests';

/**
 * How many submitted tests the browser keeps, newest first. Doc 2 §3 keeps
 * the saved test list in browser storage without a size; chosen so the list
 * stays far below the storage quota.
 */
export const SAVED_TESTS_MAX = 20;

/** A test as Submit saved it: the payload sent, the run it created and when. */
export interface SavedTest {
  readonly jobId: string;
  readonly savedAt: string;
  readonly test: NewRunPayloadDraft;
}

function isSavedTest(value: unknown): value is SavedTest {
  const entry = value as Partial<SavedTest> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.jobId === 'string' &&
    typeof entry.savedAt === 'string' &&
    typeof entry.test === 'object' &&
    entry.test !== null
  );
}

/**
 * The saved test list (doc 2 §3 'The saved test list is kept in browser
 * storage'; §4 'Submit saves the test into the saved list'), in this browser.
 */
export const savedTestsStore = {
  load(): SavedTest[] {
    try {
      const raw = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
      return Array.isArray(raw) ? raw.filter(isSavedTest) : [];
    } catch {
      return [];
    }
  },
  /** Puts a submitted test first; the oldest beyond the limit go. */
  save(test: NewRunPayloadDraft, jobId: string, now: Date = new Date()): void {
    const entry: SavedTest = { jobId, savedAt: now.toISOString(), test };
    const list = [entry, ...savedTestsStore.load()].slice(0, SAVED_TESTS_MAX);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(list));
    } catch {
      // A full or blocked storage keeps the previous list: the run was submitted all the same.
    }
  },
};
