export * from './devices.constant';
export * from './device-cloud.schema';
