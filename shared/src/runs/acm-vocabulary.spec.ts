import { JOB_DUT_TAG } from '../jobs/lab-job.schema';
import {
  ACM_PHRASES,
  acmDeviceOfTag,
  acmDeviceTag,
  acmPhraseFileName,
  acmPhraseTranscript,
} from './acm-vocabulary.rule';

describe('the words of the ACM scripts', () => {
  it("says a follow-up without the wake word, and names each phrase's recording", () => {
    expect(acmPhraseTranscript('secondOne', 'Alexa')).toBe(ACM_PHRASES.secondOne.text);
    expect(acmPhraseFileName('en_US', 'doNotDisturbOn')).toBe('en_US-acm-do-not-disturb-on.wav');
  });

  it('tags the first device as the DUT and the others by account and device, and reads the tags back', () => {
    expect(acmDeviceTag({ account: 0, device: 0 }, JOB_DUT_TAG)).toBe('DUT');
    expect(acmDeviceTag({ account: 1, device: 1 }, JOB_DUT_TAG)).toBe('A2D2');
    expect(acmDeviceOfTag('A2D2', JOB_DUT_TAG)).toEqual({ account: 1, device: 1 });
    expect(acmDeviceOfTag('DUT', JOB_DUT_TAG)).toEqual({ account: 0, device: 0 });
    expect(acmDeviceOfTag('Speaker', JOB_DUT_TAG)).toBeUndefined();
  });
});
