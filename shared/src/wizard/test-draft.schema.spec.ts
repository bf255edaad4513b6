import { describeIssues } from '../common/json-field.util';
import { testDraftSchema, wizardScenarioTypeSchema } from './test-draft.schema';
import { TEST_CREATION_MESSAGES } from './wizard.messages';

describe('the test draft schema', () => {
  const messageOf = (value: unknown) => {
    const parsed = wizardScenarioTypeSchema.safeParse(value);
    return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
  };

  it('reads the scenario type in either case, and refuses a missing or unknown one with the spec message', () => {
    expect(messageOf('custom')).toBe('CUSTOM');
    expect(messageOf('WWA')).toBe('WWA');
    expect(messageOf(undefined)).toBe(TEST_CREATION_MESSAGES.scenarioTypeRequired);
    expect(messageOf('')).toBe(TEST_CREATION_MESSAGES.scenarioTypeRequired);
    expect(messageOf('SOMETIMES')).toBe(TEST_CREATION_MESSAGES.scenarioTypeInvalid);
    expect(messageOf(3)).toBe(TEST_CREATION_MESSAGES.scenarioTypeInvalid);
  });

  it('refuses an e-mail flag that is not a boolean with the spec message', () => {
    const parsed = testDraftSchema.safeParse({ enableEmailNotification: 'yes' });
    expect(parsed.success).toBe(false);
    expect(describeIssues(parsed.error!.issues)).toContain(
      `enableEmailNotification: ${TEST_CREATION_MESSAGES.emailNotificationNotSelected}`,
    );
  });
});
