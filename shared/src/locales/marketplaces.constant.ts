/** Marketplaces and locales, in the order of doc 3 §3 Enumerations. */
export const MARKETPLACES = [
  'en_US',
  'en_CA',
  'en_AU',
  'en_GB',
  'en_IN',
  'hi_IN',
  'de_DE',
  'ja_JP',
  'fr_FR',
  'fr_CA',
  'es_ES',
  'es_MX',
  'es_US',
  'it_IT',
  'pt_BR',
  'ar_SA',
] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

export function isMarketplace(value: string): value is Marketplace {
  return (MARKETPLACES as readonly string[]).includes(value);
}

/**
 * The larger list of voices for user-defined tests with synthesized speech
 * (doc 3 §3 'Custom tests use a larger voice-synthesis list'); the spec does not
 * show it, so these are the marketplaces plus the languages the speech
 * synthesizer OAK ships with speaks well.
 */
export const CUSTOM_TEST_VOICE_LOCALES = [
  ...MARKETPLACES,
  'en_IE',
  'en_NZ',
  'en_ZA',
  'pt_PT',
  'nl_NL',
  'sv_SE',
  'da_DK',
  'nb_NO',
  'fi_FI',
  'pl_PL',
  'cs_CZ',
  'hu_HU',
  'ro_RO',
  'el_GR',
  'tr_TR',
  'ru_RU',
  'uk_UA',
  'zh_CN',
  'ko_KR',
  'id_ID',
  'vi_VN',
] as const;
export type VoiceLocale = (typeof CUSTOM_TEST_VOICE_LOCALES)[number];

/** English names of every locale OAK knows, for lists and labels. */
export const LOCALE_NAMES: Record<VoiceLocale, string> = {
  en_US: 'English (United States)',
  en_CA: 'English (Canada)',
  en_AU: 'English (Australia)',
  en_GB: 'English (United Kingdom)',
  en_IN: 'English (India)',
  hi_IN: 'Hindi (India)',
  de_DE: 'German (Germany)',
  ja_JP: 'Japanese (Japan)',
  fr_FR: 'French (France)',
  fr_CA: 'French (Canada)',
  es_ES: 'Spanish (Spain)',
  es_MX: 'Spanish (Mexico)',
  es_US: 'Spanish (United States)',
  it_IT: 'Italian (Italy)',
  pt_BR: 'Portuguese (Brazil)',
  ar_SA: 'Arabic (Saudi Arabia)',
  en_IE: 'English (Ireland)',
  en_NZ: 'English (New Zealand)',
  en_ZA: 'English (South Africa)',
  pt_PT: 'Portuguese (Portugal)',
  nl_NL: 'Dutch (Netherlands)',
  sv_SE: 'Swedish (Sweden)',
  da_DK: 'Danish (Denmark)',
  nb_NO: 'Norwegian Bokmål (Norway)',
  fi_FI: 'Finnish (Finland)',
  pl_PL: 'Polish (Poland)',
  cs_CZ: 'Czech (Czechia)',
  hu_HU: 'Hungarian (Hungary)',
  ro_RO: 'Romanian (Romania)',
  el_GR: 'Greek (Greece)',
  tr_TR: 'Turkish (Türkiye)',
  ru_RU: 'Russian (Russia)',
  uk_UA: 'Ukrainian (Ukraine)',
  zh_CN: 'Chinese (China)',
  ko_KR: 'Korean (South Korea)',
  id_ID: 'Indonesian (Indonesia)',
  vi_VN: 'Vietnamese (Vietnam)',
};

/** FAR marketplaces (doc 1 §9), each run under the feature tag `@FAR_{locale}`. */
export const FAR_MARKETPLACES = [
  'en_US',
  'it_IT',
  'en_GB',
  'fr_FR',
  'es_ES',
  'de_DE',
  'ja_JP',
  'fr_CA',
  'es_MX',
  'es_US',
  'pt_BR',
] as const satisfies readonly Marketplace[];
export type FarMarketplace = (typeof FAR_MARKETPLACES)[number];

export function farTag(locale: FarMarketplace): `@FAR_${FarMarketplace}` {
  return `@FAR_${locale}`;
}

/**
 * Every FAR marketplace with its tag.
 * @kept for the FAR family: doc 1 §2.9 (FAR live view), §4.1 (chunk progress), §5, §9 (FAR marketplaces)
 */
export const FAR_TAGS: Readonly<Record<FarMarketplace, string>> = Object.fromEntries(
  FAR_MARKETPLACES.map((locale) => [locale, farTag(locale)]),
) as Record<FarMarketplace, string>;

/** Locales offered for skill-type options: every marketplace but en_CA and ja_JP (doc 1 §5). */
export const SKILL_LOCALES: readonly Marketplace[] = MARKETPLACES.filter(
  (l) => l !== 'en_CA' && l !== 'ja_JP',
);

/** Locales offered for happy-type options: every marketplace but en_CA (doc 1 §5). */
export const HAPPY_LOCALES: readonly Marketplace[] = MARKETPLACES.filter((l) => l !== 'en_CA');
