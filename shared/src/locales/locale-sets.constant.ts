import { DEFAULT_ENVIRONMENT, type Environment } from '../environment/environment.constant';
import { FAR_MARKETPLACES, MARKETPLACES, type Marketplace } from './marketplaces.constant';

/**
 * The locale sets the sync option catalogue offers (doc 1 §3). The spec names
 * the sets but not their members beyond the FAR list, so these are chosen: a
 * suite's locales are those its resources exist for.
 */
export const LOCALE_SETS = {
  allMarketplaces: MARKETPLACES,
  far: FAR_MARKETPLACES,
  farPlus: ['en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES', 'it_IT', 'ja_JP', 'pt_BR'],
  music: ['en_US', 'en_GB', 'en_CA', 'en_AU', 'en_IN', 'de_DE', 'fr_FR', 'es_ES', 'it_IT', 'ja_JP'],
  closeTalk: MARKETPLACES,
  trainedMobile: [
    'en_US',
    'en_GB',
    'en_IN',
    'de_DE',
    'fr_FR',
    'es_ES',
    'es_MX',
    'it_IT',
    'ja_JP',
    'pt_BR',
    'hi_IN',
  ],
  functional: MARKETPLACES.filter((locale) => locale !== 'ar_SA'),
  automotiveFunctional: ['en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES', 'it_IT', 'ja_JP'],
  mobileFunctional: ['en_US'],
} as const satisfies Record<string, readonly Marketplace[]>;

/**
 * The far-plus locales differ in production (doc 1 §9): production offers the
 * locales whose far-plus resources are certified there, chosen here.
 */
export const FAR_PLUS_PRODUCTION_LOCALES = [
  'en_US',
  'en_GB',
  'de_DE',
  'ja_JP',
] as const satisfies readonly Marketplace[];

export function farPlusLocales(environment: Environment = DEFAULT_ENVIRONMENT): readonly Marketplace[] {
  return environment === 'prod' ? FAR_PLUS_PRODUCTION_LOCALES : LOCALE_SETS.farPlus;
}
