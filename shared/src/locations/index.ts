export * from './locations.constant';
