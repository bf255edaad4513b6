import { type JobUtteranceResult } from './job-api.schema';
import {
  csvCell,
  jobReportCsv,
  jobReportFileName,
  jobReportJunit,
  jobReportQuerySchema,
  utteranceFailure,
  utteranceReport,
  xmlText,
} from './job-report.rule';
import { utteranceResultStub } from '../testing/utterance-result.stub';

/** A run's utterances as the acoustic family reports them: CSV, or JUnit XML one case per utterance. */
const jobResultsCsv = (results: readonly JobUtteranceResult[]) => jobReportCsv(utteranceReport(results));
const jobResultsJunit = (job: { id: string; name: string }, results: readonly JobUtteranceResult[]) =>
  jobReportJunit(job, utteranceReport(results));

const result = utteranceResultStub;

describe('job reports', () => {
  it('writes one CSV row per utterance under a header, quoting as RFC 4180 says', () => {
    const csv = jobResultsCsv([
      result(),
      result({
        trialIndex: 1,
        dutResponded: 'Say "hi", then\nbye',
        heard: false,
        responded: false,
        status: 'FAILURE',
        intent: null,
      }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'trialIndex,dut,scenarioType,speechLocation,noise,fileName,questionPlayed,expectedResponse,dutHeard,dutResponded,intent,heard,responded,status,playedAt',
    );
    expect(lines[1]).toBe(
      '0,DUT,AC_NEAR_FIELD,0.9m-90deg,,en_US-weather-01-f2.wav,"Alexa, what is the weather",GetWeather,what is the weather,It is sunny,GetWeather,true,true,SUCCESS,2026-11-22T10:00:00.000Z',
    );
    expect(csv).toContain('"Say ""hi"", then\nbye",,false,false,FAILURE');
    expect(jobResultsCsv([])).toBe(`${lines[0]}\r\n`);
  });

  it("keeps an optional DUT's results apart: its own rows, suites and test cases", () => {
    const other = result({ dut: 'OPTIONAL_DUT1', heard: false, responded: false, status: 'FAILURE' });
    expect(jobResultsCsv([result(), other]).split('\r\n')[2]).toMatch(/^0,OPTIONAL_DUT1,AC_NEAR_FIELD,/);
    const xml = jobResultsJunit({ id: 'job-1', name: 'Two' }, [result(), other]);
    expect(xml).toContain('<testsuite name="AC_NEAR_FIELD @ 0.9m-90deg · No noise" tests="1" failures="0">');
    expect(xml).toContain(
      '<testsuite name="OPTIONAL_DUT1 · AC_NEAR_FIELD @ 0.9m-90deg · No noise" tests="1" failures="1">',
    );
    expect(xml).toContain('classname="OPTIONAL_DUT1.AC_NEAR_FIELD.0.9m-90deg"');
  });

  it('keeps a spreadsheet from running what a device said as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM')).toBe("'@SUM");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
  });

  it('writes JUnit XML: a suite per scenario, position and noise, failures with the reason', () => {
    const xml = jobResultsJunit({ id: 'job-1', name: 'Near <1>' }, [
      result(),
      result({
        trialIndex: 1,
        noise: 'Pink noise',
        heard: false,
        responded: false,
        status: 'FAILURE',
        dutHeard: null,
        intent: null,
      }),
      result({
        trialIndex: 2,
        noise: 'Pink noise',
        intent: 'PlayMusic',
        responded: false,
        status: 'FAILURE',
      }),
    ]);
    expect(xml).toContain('<testsuites name="Near &lt;1&gt; (job-1)" tests="3" failures="2">');
    expect(xml).toContain('<testsuite name="AC_NEAR_FIELD @ 0.9m-90deg · No noise" tests="1" failures="0">');
    expect(xml).toContain(
      '<testsuite name="AC_NEAR_FIELD @ 0.9m-90deg · Pink noise" tests="2" failures="2">',
    );
    expect(xml).toContain(
      '<testcase classname="AC_NEAR_FIELD.0.9m-90deg" name="#1 Alexa, what is the weather"/>',
    );
    expect(xml).toContain('<failure message="The DUT did not wake or hear the utterance">');
    expect(xml).toContain('<failure message="The DUT answered PlayMusic; expected GetWeather">');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  });

  it('escapes XML and drops the characters XML cannot hold', () => {
    expect(xmlText(`a&b<c>"d'\u0001e\uFFFF`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;e');
    expect(utteranceFailure(result({ status: 'FAILURE', expectedResponse: null }))).toBe(
      'The DUT woke, but no answer was expected',
    );
    expect(utteranceFailure(result())).toBeUndefined();
  });

  it('takes csv or junit, and names the file after the job', () => {
    expect(jobReportQuerySchema.safeParse({ format: 'junit' }).success).toBe(true);
    expect(jobReportQuerySchema.safeParse({ format: 'pdf' }).error?.issues[0]?.message).toBe(
      'format must be one of csv, junit',
    );
    expect(jobReportFileName('job-1', 'csv')).toBe('oak-job-job-1.csv');
    expect(jobReportFileName('job-1', 'junit')).toBe('oak-job-job-1.xml');
  });

  it('marks a case not played as skipped, and counts it apart from failures', () => {
    const xml = jobReportJunit(
      { id: 'job-2', name: 'Calls' },
      {
        cases: [
          {
            suite: '302 Call',
            classname: 'ACM.302',
            name: '#1 Given',
            failure: { message: 'no', detail: '{}' },
          },
          { suite: '302 Call', classname: 'ACM.302', name: '#2 Then', skipped: true },
        ],
      },
    );
    expect(xml).toContain('<testsuites name="Calls (job-2)" tests="2" failures="1" skipped="1">');
    expect(xml).toContain('<testcase classname="ACM.302" name="#2 Then">\n      <skipped/>\n    </testcase>');
  });
});
