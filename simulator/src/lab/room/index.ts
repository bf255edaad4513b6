export * from './acoustics.constant';
export * from './acoustics.util';
export * from './noise-acoustics.constant';
export * from './room-positions.constant';
export * from './sound-event';
export * from './virtual-room';
export * from './spoken-answer';
