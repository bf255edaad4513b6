import { agentCalibrateRequestSchema } from './agent-calibrate.schema';
import { PINK_NOISE_FILE_NAME, calibrationPromptFileNames } from './calibration-prompt.rule';

describe('calibration prompts', () => {
  it('needs no prompt for pink noise, which the agent generates itself', () => {
    expect(calibrationPromptFileNames('pink_noise', 'en_US')).toEqual([]);
    expect(PINK_NOISE_FILE_NAME).toMatch(/\.wav$/);
  });

  it('looks for the locale prompt first, then the generic one', () => {
    expect(calibrationPromptFileNames('dut_skill', 'de_DE')).toEqual([
      'oak-calibration-dut-skill-de_DE.wav',
      'oak-calibration-dut-skill.wav',
    ]);
    expect(calibrationPromptFileNames('dut_happy_song')).toEqual(['oak-calibration-dut-happy-song.wav']);
  });
});

describe('agentCalibrateRequestSchema', () => {
  it('reads the lab request, with an optional level', () => {
    expect(agentCalibrateRequestSchema.parse({ option: 'pink_noise' })).toEqual({ option: 'pink_noise' });
    expect(
      agentCalibrateRequestSchema.parse({ option: 'pink_noise', volume: 40, controlName: 'PCM' }),
    ).toEqual({ option: 'pink_noise', volume: 40, controlName: 'PCM' });
  });

  it.each([
    { option: 'pink_noise', volume: 101 },
    { option: 'pink_noise', controlName: '' },
    { option: 'x' },
  ])('refuses %j', (payload) => {
    expect(agentCalibrateRequestSchema.safeParse(payload).success).toBe(false);
  });
});
