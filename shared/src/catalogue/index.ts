export * from './catalogue.constant';
export * from './placement-rules.rule';
export * from './test-configuration-catalogue.data';
export * from './catalogue.lookup';
export * from './stable-guid.util';
