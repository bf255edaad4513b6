import {
  JOB_FAILURE_CLASSES,
  JOB_FAILURE_CLASS_TEXTS,
  isJobFailureClass,
  jobFailureLine,
} from './job-failure-class.constant';

describe('job failure classes', () => {
  it('are the lab, the device, the test and OAK, each with a name and whom to call', () => {
    expect(JOB_FAILURE_CLASSES).toEqual(['lab', 'device', 'test', 'oak']);
    expect(Object.keys(JOB_FAILURE_CLASS_TEXTS)).toEqual([...JOB_FAILURE_CLASSES]);
    expect(JOB_FAILURE_CLASS_TEXTS.lab.title).toBe('Lab fault');
    expect(JOB_FAILURE_CLASS_TEXTS.device.title).toBe('Device fault');
  });

  it('reads only the four classes', () => {
    expect(isJobFailureClass('lab')).toBe(true);
    expect(isJobFailureClass('network')).toBe(false);
    expect(isJobFailureClass(undefined)).toBe(false);
  });

  it('names a failed run by its class and, when known, why', () => {
    expect(jobFailureLine('lab', 'Raspberry Pi pi-1 is offline')).toBe(
      'Lab fault: Raspberry Pi pi-1 is offline',
    );
    expect(jobFailureLine('oak', null)).toBe('OAK fault');
  });
});
