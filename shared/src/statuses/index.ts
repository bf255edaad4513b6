export * from './job-states.constant';
export * from './test-statuses.constant';
export * from './job-failure-class.constant';
export * from './job-verdict.constant';
