import { computeLiveRates } from './live-rates.rule';

describe('computeLiveRates', () => {
  it.each([
    // played, heard, responded -> frr, har/iar, rar, scores frr, rar, har/iar
    [100, 100, 100, 0, 100, 100, 1, 1, 1],
    [100, 90, 90, 10, 90, 90, 1, 1, 1],
    [100, 89, 95, 11, 89, 95, 0, 1, 0],
    [100, 95, 89, 5, 95, 89, 1, 0, 1],
    [3, 2, 1, 33.33, 66.67, 33.33, 0, 0, 0],
    [10, 0, 0, 100, 0, 0, 0, 0, 0],
    [10, 12, 15, 0, 100, 100, 1, 1, 1],
  ])(
    'played %i heard %i responded %i: FRR %p, HAR/IAR %p, RAR %p',
    (played, heard, responded, frr, har, rar, scoreFrr, scoreRar, scoreHar) => {
      expect(computeLiveRates({ played, heard, responded })).toEqual({
        frr,
        rar,
        har,
        iar: har,
        scoreFrr,
        scoreRar,
        scoreHar,
        scoreIar: scoreHar,
      });
    },
  );

  it.each([0, -3, Number.NaN])('gives no rates when %p were played', (played) => {
    expect(computeLiveRates({ played, heard: 1, responded: 1 })).toEqual({
      frr: null,
      rar: null,
      har: null,
      iar: null,
      scoreFrr: null,
      scoreRar: null,
      scoreHar: null,
      scoreIar: null,
    });
  });
});
