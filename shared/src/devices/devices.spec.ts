import { DEVICE_TYPES, DUT_TYPES, WAKE_WORD_OPTIONS, isProviderAssistant } from './devices.constant';

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

describe('the device catalogue of doc 3 §3', () => {
  it('lists Echo variants, Tap, Echo Auto and a third-party device, each id once', () => {
    const ids = DEVICE_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('ECHO') && id !== 'ECHO_AUTO').length).toBeGreaterThan(1);
    expect(ids).toEqual(expect.arrayContaining(['TAP', 'ECHO_AUTO', 'THIRD_PARTY']));
    for (const type of DEVICE_TYPES) expect(type.label.trim()).not.toBe('');
  });

  it('detects a PC wake word in software or in hardware', () => {
    expect(WAKE_WORD_OPTIONS).toEqual(['software', 'hardware']);
  });
});
