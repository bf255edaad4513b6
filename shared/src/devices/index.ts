export * from './devices.constant';
export * from './device-cloud.schema';
export * from './device-under-test.schema';
