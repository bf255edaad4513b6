export * from './activity-log';
export * from './device-profile';
export * from './device-profiles.constant';
export * from './dut-registry';
export * from './virtual-dut';
