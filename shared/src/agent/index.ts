export * from './agent-install.constant';
export * from './agent-event.schema';
export * from './agent-calibrate.schema';
export * from './calibration-prompt.rule';
export * from './agent-manifest.schema';
export * from './agent-manifest.rule';
export * from './virtual-room.schema';
