export * from './devices.constant';
export * from './customer-device.schema';
export * from './device-cloud.schema';
export * from './device-under-test.schema';
export * from './virtual-device-journal.schema';
