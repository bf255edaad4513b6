import { TEST_CREATION_MESSAGES } from '@oak/shared';
import { initialWizardState, type WizardState } from './wizard-state';
import { errorsAfterEdit } from './wizard-steps';

describe('errorsAfterEdit (doc 3 §4 editing a field clears its error)', () => {
  const before = initialWizardState();
  const errors = {
    scenario: {
      name: TEST_CREATION_MESSAGES.invalidName,
      customizedScenarios: { '0': 'row 0', '1': 'row 1' },
      customTestOptions: { utteranceCount: 'count', noiseSelection: 'noise' },
    },
    lab: {
      labId: 'lab',
      accounts: { '0': 'account 0' },
      accountConfig: 'accounts',
      referenceMicConsent: 'consent',
    },
  };
  const edit = (change: (state: WizardState) => WizardState) =>
    errorsAfterEdit(before, change(before), errors);

  it("drops the edited field's error and keeps the others", () => {
    expect(edit((s) => ({ ...s, draft: { ...s.draft, name: 'Run_1' } })).scenario).toEqual({
      customizedScenarios: errors.scenario.customizedScenarios,
      customTestOptions: errors.scenario.customTestOptions,
    });
    const withRows = {
      ...before,
      draft: {
        ...before.draft,
        customizedScenarios: [
          { category: 'A', scenarios: [] },
          { category: 'B', scenarios: [] },
        ],
      },
    };
    const rowEdited = errorsAfterEdit(
      withRows,
      {
        ...withRows,
        draft: {
          ...withRows.draft,
          customizedScenarios: [
            { category: 'A', scenarios: [] },
            { category: 'C', scenarios: [] },
          ],
        },
      },
      errors,
    );
    expect(rowEdited.scenario.customizedScenarios).toEqual({ '0': 'row 0' });
    expect(
      edit((s) => ({ ...s, draft: { ...s.draft, testOptions: { utteranceCount: '5' } } })).scenario
        .customTestOptions,
    ).toEqual({ noiseSelection: 'noise' });
    expect(edit((s) => ({ ...s, labConfig: { ...s.labConfig, labId: 'lab-1' } })).lab).not.toHaveProperty(
      'labId',
    );
    const accounts = edit((s) => ({
      ...s,
      labConfig: { ...s.labConfig, accountConfig: [{ devicePiConfig: [] }] },
    })).lab;
    expect(accounts).not.toHaveProperty('accounts');
    expect(accounts).not.toHaveProperty('accountConfig');
    expect(edit((s) => ({ ...s, referenceMicConsent: true })).lab).not.toHaveProperty('referenceMicConsent');
  });

  it('keeps the same errors object when only the step moved', () => {
    expect(edit((s) => ({ ...s, step: 1 }))).toBe(errors);
  });
});
