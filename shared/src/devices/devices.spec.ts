import { DUT_TYPES, isProviderAssistant } from './devices.constant';

describe('isProviderAssistant', () => {
  it.each(['Alexa', 'alexa', 'ALEXA', undefined, null])('is true for %p', (type) => {
    expect(isProviderAssistant(type)).toBe(true);
  });

  it.each(['Google', 'Siri', 'Other', ''])('is false for %p', (type) => {
    expect(isProviderAssistant(type)).toBe(false);
  });

  it('offers the six DUT types of the spec', () => {
    expect(DUT_TYPES).toEqual(['Alexa', 'Google', 'Siri', 'Bixby', 'Cortana', 'Other']);
  });
});
