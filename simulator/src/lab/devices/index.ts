export * from './activity-log';
export * from './device-profile';
export * from './device-profiles.constant';
export * from './virtual-dut';
