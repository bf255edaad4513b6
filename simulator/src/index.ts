// The library's exports, under the names the cloud's specs, e2e/ and bench/ import.
export * from './lab';
export * from './emulators';
// Support both halves use: seeded random streams and simulated clocks.
export * from './random';
export * from './time';
