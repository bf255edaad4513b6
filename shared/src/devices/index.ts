export * from './devices.constant';
