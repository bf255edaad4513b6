export * from './virtual-lab';
export { type LabRooms, type LabRoomsOptions, startLabRooms } from './lab-rooms';
export * from './identity-provider';
// The virtual-lab model: pure, seeded and clock-driven, wired to agents and the device-cloud emulator elsewhere.
export * from './random';
export * from './time';
export * from './room';
export * from './devices';
export * from './assistant';
export * from './device-cloud';
export * from './object-store';
export * from './bedrock';
export * from './voice';
