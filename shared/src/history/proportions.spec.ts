import { twoProportionTest, wilsonInterval } from './proportions.rule';

describe('proportions', () => {
  it('gives the Wilson score interval at 95%, inside [0, 1] even at none or all', () => {
    // Reference values (Newcombe 1998, Table I; R's prop.test without continuity correction).
    const ci = wilsonInterval({ successes: 81, trials: 263 })!;
    expect(ci.low).toBeCloseTo(0.2553, 4);
    expect(ci.high).toBeCloseTo(0.3662, 4);
    const none = wilsonInterval({ successes: 0, trials: 20 })!;
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.1611, 4);
    const all = wilsonInterval({ successes: 20, trials: 20 })!;
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.8389, 4);
    expect(wilsonInterval({ successes: 0, trials: 0 })).toBeUndefined();
  });

  it('tests two proportions: 2% against 12% of 200 differ, 1 against 2 of 20 do not', () => {
    const far = twoProportionTest({ successes: 4, trials: 200 }, { successes: 24, trials: 200 })!;
    expect(far.difference).toBeCloseTo(0.1, 10);
    expect(far.z).toBeCloseTo(3.9193, 3);
    expect(far.pValue).toBeLessThan(0.001);
    expect(far.significant).toBe(true);
    const near = twoProportionTest({ successes: 1, trials: 20 }, { successes: 2, trials: 20 })!;
    expect(near.pValue).toBeCloseTo(0.5483, 3);
    expect(near.significant).toBe(false);
    // The test is symmetric: b against a only turns the sign.
    const back = twoProportionTest({ successes: 24, trials: 200 }, { successes: 4, trials: 200 })!;
    expect(back.z).toBeCloseTo(-far.z, 10);
    expect(back.pValue).toBeCloseTo(far.pValue, 10);
    expect(twoProportionTest({ successes: 0, trials: 10 }, { successes: 0, trials: 30 })).toEqual({
      difference: 0,
      z: 0,
      pValue: 1,
      significant: false,
    });
    expect(twoProportionTest({ successes: 0, trials: 0 }, { successes: 1, trials: 3 })).toBeUndefined();
  });
});
