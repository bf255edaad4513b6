import {
  CUSTOM_TEST_VOICE_LOCALES,
  FAR_MARKETPLACES,
  FAR_TAGS,
  HAPPY_LOCALES,
  LOCALE_NAMES,
  MARKETPLACES,
  SKILL_LOCALES,
  farTag,
  isMarketplace,
} from './marketplaces.constant';
import { FAR_PLUS_PRODUCTION_LOCALES, LOCALE_SETS, farPlusLocales } from './locale-sets.constant';

describe('marketplaces', () => {
  it('lists the sixteen marketplaces of the spec', () => {
    expect(MARKETPLACES).toHaveLength(16);
    expect(new Set(MARKETPLACES).size).toBe(16);
    expect(isMarketplace('en_CA')).toBe(true);
    expect(isMarketplace('en_NZ')).toBe(false);
  });

  it('offers custom tests a larger voice list that holds every marketplace', () => {
    expect(CUSTOM_TEST_VOICE_LOCALES.length).toBeGreaterThan(MARKETPLACES.length);
    expect(MARKETPLACES.every((l) => (CUSTOM_TEST_VOICE_LOCALES as readonly string[]).includes(l))).toBe(
      true,
    );
    expect(new Set(CUSTOM_TEST_VOICE_LOCALES).size).toBe(CUSTOM_TEST_VOICE_LOCALES.length);
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...CUSTOM_TEST_VOICE_LOCALES].sort());
  });

  it('tags each of the eleven FAR marketplaces @FAR_{locale}', () => {
    expect(FAR_MARKETPLACES).toHaveLength(11);
    expect(farTag('en_US')).toBe('@FAR_en_US');
    expect(FAR_TAGS.pt_BR).toBe('@FAR_pt_BR');
    expect(Object.keys(FAR_TAGS)).toEqual([...FAR_MARKETPLACES]);
  });

  it('leaves en_CA and ja_JP out of skill locales, and only en_CA out of happy locales', () => {
    expect(SKILL_LOCALES).not.toContain('en_CA');
    expect(SKILL_LOCALES).not.toContain('ja_JP');
    expect(SKILL_LOCALES).toHaveLength(14);
    expect(HAPPY_LOCALES).not.toContain('en_CA');
    expect(HAPPY_LOCALES).toContain('ja_JP');
    expect(HAPPY_LOCALES).toHaveLength(15);
  });
});

describe('locale sets', () => {
  it('holds only marketplaces', () => {
    for (const set of Object.values(LOCALE_SETS)) expect(set.every((l) => isMarketplace(l))).toBe(true);
  });

  it('offers a different far-plus list in production', () => {
    expect(farPlusLocales('prod')).toEqual(FAR_PLUS_PRODUCTION_LOCALES);
    expect(farPlusLocales('alpha')).toEqual(LOCALE_SETS.farPlus);
    expect(farPlusLocales()).toEqual(LOCALE_SETS.farPlus);
    expect(farPlusLocales('prod')).not.toEqual(farPlusLocales('beta'));
  });
});
