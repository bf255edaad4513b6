export * from './families.data';
export * from './families.rule';
