import { DBFS_FLOOR, dbToGain, rmsDbfs } from './audio-level.util';

describe('rmsDbfs', () => {
  it('is 0 dBFS for a full-scale square wave and about -3 for a full-scale sine', () => {
    expect(rmsDbfs(Float32Array.from([1, -1, 1, -1]))).toBe(0);
    const sine = Float32Array.from({ length: 1600 }, (_, i) => Math.sin((2 * Math.PI * i) / 16));
    expect(rmsDbfs(sine)).toBeCloseTo(-3.01, 1);
  });

  it('scales 16-bit samples to full scale', () => {
    expect(rmsDbfs(Int16Array.from([16384, -16384]))).toBeCloseTo(-6.02, 1);
  });

  it('reports silence and nothing at the floor, never -Infinity', () => {
    expect(rmsDbfs(new Int16Array(100))).toBe(DBFS_FLOOR);
    expect(rmsDbfs(new Float32Array(0))).toBe(DBFS_FLOOR);
    expect(rmsDbfs(Float32Array.from([1e-9]))).toBe(DBFS_FLOOR);
  });

  it('converts dB to gain', () => {
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(-20)).toBeCloseTo(0.1);
  });
});
