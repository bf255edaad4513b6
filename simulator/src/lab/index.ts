// The virtual lab: the labs the simulator stands up, their virtual Pis running the real agent, and the model
// of each lab (rooms and acoustics, virtual devices and their assistants, spoken answers). The model is pure,
// seeded and clock-driven; the lab's rooms serve it to the agents and to the device-cloud emulator.
export * from './virtual-lab';
export { type LabRooms, type LabRoomsOptions, startLabRooms } from './lab-rooms';
export * from './room';
export * from './devices';
export * from './assistant';
export * from './voice';
