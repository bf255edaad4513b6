export * from './marketplaces.constant';
export * from './locale-sets.constant';
