export * from './custom-tests.constant';
export * from './custom-tests-labels.constant';
export * from './custom-tests.messages';
export * from './wake-word.util';
export * from './custom-scenario.schema';
export * from './csv-definition.rule';
export * from './udt-wizard.rule';
export * from './custom-tests-flow.util';
