export * from './scenario-suites.constant';
export * from './scenario-types.constant';
export * from './test-suites.constant';
export * from './noise-types.constant';
export * from './functional-test-categories.constant';
export * from './allow-list.schema';
