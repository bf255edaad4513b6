import { type NewRunPayloadDraft } from '@oak/shared';
import { SAVED_TESTS_MAX, savedTestsStore } from './saved-tests-store';
import { buildNewRunPayload, initialWizardState } from '../utils/wizard-state';

const testNamed = (name: string): NewRunPayloadDraft => {
  const state = initialWizardState();
  return buildNewRunPayload({ ...state, draft: { ...state.draft, name } });
};

describe('the saved test list', () => {
  it('keeps the submitted tests newest first, up to its limit', () => {
    for (let index = 0; index <= SAVED_TESTS_MAX; index += 1) {
      savedTestsStore.save(testNamed(`Run_${index}`), `job-${index}`, new Date(Date.UTC(2026, 10, 1, index)));
    }
    const list = savedTestsStore.load();
    expect(list).toHaveLength(SAVED_TESTS_MAX);
    expect(list[0]).toEqual({
      jobId: `job-${SAVED_TESTS_MAX}`,
      savedAt: new Date(Date.UTC(2026, 10, 1, SAVED_TESTS_MAX)).toISOString(),
      test: testNamed(`Run_${SAVED_TESTS_MAX}`),
    });
    expect(list.at(-1)!.jobId).toBe('job-1');
  });

  it('reads an unreadable list as empty, and survives a full storage', () => {
    window.localStorage.setItem('oak.savedTests', '{not json');
    expect(savedTestsStore.load()).toEqual([]);
    window.localStorage.setItem('oak.savedTests', JSON.stringify([{ jobId: 1 }, 'x']));
    expect(savedTestsStore.load()).toEqual([]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => savedTestsStore.save(testNamed('Run_1'), 'job-1')).not.toThrow();
  });
});
