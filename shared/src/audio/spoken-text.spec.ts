import { numberWords, spokenText, spokenWords, transcriptContains } from './spoken-text.rule';

describe('spoken text', () => {
  it.each([
    ['5 minutes, starting now.', 'five minutes starting now'],
    ['Alarm set for 7:00 AM tomorrow.', "alarm set for seven o'clock am tomorrow"],
    ['It is 10:30.', 'it is ten thirty'],
    ['Wake me at 9:05', 'wake me at nine oh five'],
    ['Turn it to 3.25', 'turn it to three point two five'],
    [
      '1,500 steps on the 21st, 2nd, 3rd, 4th, 12th and 40th',
      'one thousand five hundred steps on the twenty first second third fourth twelfth and fortieth',
    ],
    ['Battery at 100% & charging + more', 'battery at one hundred percent and charging plus more'],
    ["It’s ‘Alexa’s’ o'clock", "it's alexa's o'clock"],
    ['  ', ''],
  ])('reads %p as %p', (text, spoken) => {
    expect(spokenText(text)).toBe(spoken);
  });

  it('says numbers in words, up to trillions', () => {
    expect(numberWords(0)).toBe('zero');
    expect(numberWords(101)).toBe('one hundred one');
    expect(numberWords(2025)).toBe('two thousand twenty five');
    expect(numberWords(3_000_000_017)).toBe('three billion seventeen');
    expect(numberWords(2e12 + 5)).toBe('two trillion five');
    expect(numberWords(-1)).toBe('-1');
    expect(numberWords(1e16)).toBe('10000000000000000');
    expect(spokenWords('Hello, World!')).toEqual(['hello', 'world']);
  });

  it('finds a phrase in a transcript as whole words, both read as spoken', () => {
    expect(transcriptContains('alexa five minutes starting now', '5 minutes, starting now.')).toBe(true);
    expect(transcriptContains('fifty minutes starting now', '5 minutes, starting now.')).toBe(false);
    expect(transcriptContains('five minutes starting nowhere', 'five minutes starting now')).toBe(false);
    expect(transcriptContains('anything', '...')).toBe(false);
  });
});
