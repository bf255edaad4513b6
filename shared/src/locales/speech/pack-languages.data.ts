import { EN_AU_SPEECH, EN_GB_SPEECH, EN_IN_SPEECH, EN_US_SPEECH } from './english.speech.data';
import { FR_CA_SPEECH, FR_FR_SPEECH } from './french.speech.data';
import { DE_DE_SPEECH } from './german.speech.data';
import { HI_IN_SPEECH } from './hindi.speech.data';
import { IT_IT_SPEECH } from './italian.speech.data';
import { type PackLanguage } from './locale-speech';
import { PT_BR_SPEECH } from './portuguese.speech.data';
import { ES_ES_SPEECH, ES_MX_SPEECH } from './spanish.speech.data';
import { AR_SA_SPEECH, JA_JP_SPEECH } from './unplayed.speech.data';

/** The languages of the resource pack, by the locale whose files they are (one file per language beside this one). */
export const PACK_LANGUAGES: Readonly<Record<string, PackLanguage>> = {
  en_US: EN_US_SPEECH,
  en_GB: EN_GB_SPEECH,
  en_AU: EN_AU_SPEECH,
  en_IN: EN_IN_SPEECH,
  de_DE: DE_DE_SPEECH,
  fr_FR: FR_FR_SPEECH,
  fr_CA: FR_CA_SPEECH,
  es_ES: ES_ES_SPEECH,
  es_MX: ES_MX_SPEECH,
  it_IT: IT_IT_SPEECH,
  pt_BR: PT_BR_SPEECH,
  hi_IN: HI_IN_SPEECH,
  ja_JP: JA_JP_SPEECH,
  ar_SA: AR_SA_SPEECH,
};

/** Locales whose pack is another's: they speak the same (en_CA as en_US, doc 3 §3; es_US as es_MX). */
export const PACK_LANGUAGE_OF: Readonly<Record<string, string>> = {
  en_CA: 'en_US',
  es_US: 'es_MX',
};

/** The pack language a locale is spoken in; undefined for pseudo-locales such as Common. */
export function packLanguageOf(locale: string): PackLanguage | undefined {
  return PACK_LANGUAGES[PACK_LANGUAGE_OF[locale] ?? locale];
}
