export * from './marketplaces.constant';
export * from './locale-sets.constant';
export * from './playing-locales.constant';
export * from './speech';
