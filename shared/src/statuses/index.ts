export * from './job-states.constant';
export * from './test-statuses.constant';
