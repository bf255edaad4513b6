import { offeredSyncCatalogue, syncResourceIds } from './sync-resources.rule';

/** What an en_US pack holds of the catalogue (the shared noise beds beside it). */
const EN_US_PACK = [
  'AC_WWDD_FULL_TEST/en_US',
  'AC_WWDD_QUICK_TEST/en_US',
  'CT_WAKE_AND_RESPONSE/en_US',
  'CT_WAKE_AND_RESPONSE/en_US/wakeword',
  'FUNC_ALL/en_US',
  'AUTO_FUNC_ALL/en_US',
  'shared/noise',
  'shared/calibration',
];

const offered = (held: readonly string[]) =>
  new Map(
    offeredSyncCatalogue(held).flatMap((suite) =>
      suite.scenarioTypes.map((option) => [option.scenarioType, option.locales] as const),
    ),
  );

describe('what a sync of a scenario type sends (doc 1 §5)', () => {
  it('sends a catalogue type its placement’s list where it plays, its locale resource elsewhere', () => {
    expect(syncResourceIds('CT_WAKE_AND_RESPONSE', 'en_US', '1.8m-135deg')).toEqual([
      'CT_WAKE_AND_RESPONSE/en_US',
      'shared/noise',
      'shared/calibration',
    ]);
    expect(syncResourceIds('CT_WAKE_AND_RESPONSE', 'en_US', '2.7m-30deg')).toEqual([
      'CT_WAKE_AND_RESPONSE/en_US',
    ]);
  });

  it('sends a functional type what its runs play: its catalogue type’s files', () => {
    expect(syncResourceIds('FUNC_CUSTOM', 'en_US', '0.9m-90deg')).toEqual(['FUNC_ALL/en_US']);
  });

  it('sends an acoustic type what its runs play there: speech at its positions, noise at the noise Pi', () => {
    expect(syncResourceIds('AC_NEAR_FIELD', 'en_US', '0.9m-30deg')).toEqual(['AC_WWDD_QUICK_TEST/en_US']);
    expect(syncResourceIds('AC_NEAR_FIELD', 'en_US', '1.8m-135deg')).toEqual(['shared/noise']);
    expect(syncResourceIds('AC_NEAR_FIELD', 'en_CA', '2.7m-90deg')).toEqual(['AC_WWDD_QUICK_TEST/en_US']);
  });

  it("sends close talk's and mobile's FAR what its runs play: AC_FAR's track of the locale", () => {
    expect(syncResourceIds('FAR', 'de_DE', '1.8m-135deg')).toEqual(['AC_FAR/de_DE']);
    expect(syncResourceIds('AC_FAR_CUSTOM', 'de_DE', '1.8m-135deg')).toEqual(['AC_FAR_CUSTOM/de_DE']);
  });

  it('sends any other type the resource stored under its name', () => {
    expect(syncResourceIds('SMOKE', 'en_US', '0.9m-90deg')).toEqual(['SMOKE/en_US']);
  });
});

describe('the sync option catalogue as offered (issue 29: only what the resources allow)', () => {
  it('offers no type nor locale the store holds nothing of', () => {
    const types = offered(EN_US_PACK);
    for (const missing of [
      'SMOKE',
      'FULL',
      'STABILITY_STRESS',
      'UPL_STANDARD',
      'UPL_QUICK',
      'AUTOMOTIVE_FRR_RAR',
      'WAKEWORD_DEVICE_VALIDATION_TEST',
    ])
      expect(types.has(missing as never)).toBe(false);
    expect(types.get('CT_WAKE_AND_RESPONSE')).toEqual(['en_US']);
    expect(types.get('AC_NEAR_FIELD')).toEqual(['en_US', 'en_CA']);
    expect(types.get('FUNC_CUSTOM')).toEqual(['en_US']);
    expect(types.get('MUSIC_MSK')).toEqual(['en_US', 'en_CA']);
    const suites = offeredSyncCatalogue(EN_US_PACK).map((suite) => suite.suite);
    expect(suites).not.toContain('STABILITY');
    expect(suites).not.toContain('UPL');
    expect(suites).toContain('ACOUSTIC');
  });

  it('follows the store: a resource stored under a type’s name offers it, an empty store offers nothing', () => {
    expect(offered([...EN_US_PACK, 'SMOKE/de_DE']).get('SMOKE')).toEqual(['de_DE']);
    expect(offeredSyncCatalogue([])).toEqual([]);
  });
});
