import { AUTOMOTIVE_FEED_LABELS } from './automotive.messages';
import { BDD_DEVICE_FIELDS, BDD_MESSAGES, BDD_VIEW_TEXTS } from './bdd.messages';
import {
  CUSTOM_UTTERANCE_COLUMNS,
  CUSTOM_UTTERANCE_METRICS_LABELS,
  CUSTOM_UTTERANCE_TABLE_TITLE,
} from './custom-utterance.messages';
import { DUT_OFFLINE_TOOLTIP, DUT_ONLINE_STATUS_TEXTS } from './dut-status.messages';
import { FAR_MESSAGES, FAR_TABLE_COLUMNS } from './far.messages';
import {
  FUNCTIONAL_MESSAGES,
  FUNCTIONAL_METRICS_LABELS,
  FUNCTIONAL_TABLE_COLUMNS,
} from './functional.messages';
import {
  STABILITY_LIVE_COLUMNS,
  STABILITY_SUMMARY_COLUMNS,
  STABILITY_TABLE_TITLES,
} from './stability.messages';
import { UPL_HISTORY_COLUMNS, UPL_MESSAGES, UPL_SUMMARY_COLUMNS, UPL_TABLE_TITLES } from './upl.messages';

describe('user-facing texts of the live result views', () => {
  it('functional metrics (doc 1 §2.6)', () => {
    expect(FUNCTIONAL_METRICS_LABELS.testCaseInProgress).toBe('Test Case In Progress');
    expect(FUNCTIONAL_TABLE_COLUMNS.deviceValidation).toBe('Device Validation');
    expect(FUNCTIONAL_MESSAGES.utterancesButton).toBe('Utterances');
    expect(FUNCTIONAL_MESSAGES.backToTestMetrics).toBe('Test Metrics');
    expect(FUNCTIONAL_MESSAGES.completionCount(3, 12)).toBe('3/12');
  });

  it('custom-utterance view (doc 1 §2.8)', () => {
    expect(Object.values(CUSTOM_UTTERANCE_METRICS_LABELS)).toEqual([
      'Current Utterance',
      'Total Utterance Count',
      'DUT Status',
      'ETA',
    ]);
    expect(CUSTOM_UTTERANCE_TABLE_TITLE).toBe('Utterance Data');
    expect(Object.values(CUSTOM_UTTERANCE_COLUMNS)).toEqual([
      'Utterance',
      'Cloud Response',
      'Validation Result',
      'Expected ASR',
      'Expected Response',
    ]);
  });

  it('FAR view (doc 1 §2.9)', () => {
    expect(Object.values(FAR_TABLE_COLUMNS)).toEqual([
      'Customer Id',
      'Device Serial Number',
      'Device Name',
      'Device Status',
      'False Wake Counts',
    ]);
    expect(FAR_MESSAGES.playing(3, 144)).toBe('Currently playing audio file 3 of 144.');
    expect(DUT_ONLINE_STATUS_TEXTS).toEqual({ ONLINE: 'Online', OFFLINE: 'Offline' });
    expect(DUT_OFFLINE_TOOLTIP).toMatch(/offline/);
  });

  it('stability view (doc 1 §2.10)', () => {
    expect(Object.values(STABILITY_TABLE_TITLES)).toEqual([
      'Live Utterance Result',
      'Ongoing Stability Test Summary',
    ]);
    expect(Object.values(STABILITY_LIVE_COLUMNS)).toEqual([
      'Utterance',
      'Device Response',
      'Response Intent',
      'Utterance Result',
      'Device Status',
    ]);
    expect(Object.values(STABILITY_SUMMARY_COLUMNS)).toEqual([
      'Utterance',
      'Total Attempts',
      'Pass Count',
      'Fail Count',
      'Offline Count',
      'Pass Rate',
    ]);
  });

  it('UPL view (doc 1 §2.11)', () => {
    expect(Object.values(UPL_TABLE_TITLES)).toEqual(['Ongoing UPL Test Summary', 'UPL Utterance History']);
    expect(Object.values(UPL_SUMMARY_COLUMNS)).toEqual([
      '#',
      'Utterance',
      'Total Attempts',
      'Average UPL (ms)',
      'TP 50 (ms)',
      'TP 90 (ms)',
      'Result',
    ]);
    expect(Object.values(UPL_HISTORY_COLUMNS)).toEqual([
      '#',
      'Domain',
      'Utterance',
      'Device Response',
      'Transcribe',
      'UPL Result (ms)',
      'Device Status',
    ]);
    expect(UPL_MESSAGES.running).toBe('Running');
  });

  it('automotive feed and BDD run (doc 1 §2.13, §2.14, §4.6)', () => {
    expect(AUTOMOTIVE_FEED_LABELS.noisePlaying).toBe('Currently playing Noise');
    expect(Object.values(BDD_DEVICE_FIELDS)).toEqual([
      'Customer Id',
      'Device Serial No',
      'Amazon Id',
      'Device Name',
    ]);
    expect(BDD_MESSAGES.testCompleted).toBe('Test Completed');
    expect(BDD_MESSAGES.downloadRecording).toBe('Download recording');
    expect(BDD_VIEW_TEXTS.scenariosTitle).toBe('Scenarios');
    expect(BDD_VIEW_TEXTS.statementsTitle).toBe('Statements');
    expect(BDD_VIEW_TEXTS.noScenariosYet).toBe('Waiting for the first scenario');
    expect(BDD_VIEW_TEXTS.statementsOf('Call')).toBe('Statements of Call');
    expect(BDD_VIEW_TEXTS.showReport(2)).toBe('Show report (2)');
  });
});
