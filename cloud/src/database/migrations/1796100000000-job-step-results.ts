import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The answer columns of the old result tables as the JSON of a step outcome's answer. */
const answerJson = (alias: string) => `jsonb_build_object(
  'heard', ${alias}.heard, 'responded', ${alias}.responded, 'heardText', ${alias}.heard_text,
  'responseText', ${alias}.response_text, 'intent', ${alias}.intent)`;

/**
 * One store of step outcomes for every test family (the runner's plug-ins):
 * a typed JSON outcome per job and step. The acoustic results of the two
 * former tables (the DUT's, and each optional DUT's on the same utterance)
 * move into it as one outcome per utterance, then those tables go.
 */
export class JobStepResults1796100000000 implements MigrationInterface {
  name = 'JobStepResults1796100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE job_step_results (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL,
        step_key varchar(200) NOT NULL,
        step_index integer NOT NULL,
        outcome jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT job_step_results_job_id_step_key_key UNIQUE (job_id, step_key),
        CONSTRAINT job_step_results_job_id_fkey FOREIGN KEY (job_id) REFERENCES lab_jobs (id) ON DELETE CASCADE
      )`);
    await runner.query(
      'CREATE INDEX job_step_results_job_id_step_index_idx ON job_step_results (job_id, step_index)',
    );
    await runner.query(`
      INSERT INTO job_step_results (job_id, step_key, step_index, outcome, recorded_at)
      SELECT r.job_id, 'trial-' || r.trial_index, r.trial_index,
        jsonb_build_object(
          'trial', jsonb_build_object(
            'index', r.trial_index, 'scenarioType', r.scenario_type, 'speechLocation', r.speech_location,
            'noise', r.noise, 'fileName', r.file_name, 'transcript', r.transcript,
            'expectedResponse', r.expected_response),
          'answer', ${answerJson('r')},
          'playedAt', to_char(r.played_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'optionalDuts', COALESCE(
            (SELECT jsonb_agg(jsonb_build_object('tag', o.dut_tag, 'answer', ${answerJson('o')}) ORDER BY o.dut_tag)
               FROM job_optional_dut_results o
              WHERE o.job_id = r.job_id AND o.trial_index = r.trial_index),
            '[]'::jsonb)),
        r.created_at
      FROM job_utterance_results r`);
    await runner.query('DROP TABLE job_optional_dut_results');
    await runner.query('DROP TABLE job_utterance_results');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE job_utterance_results (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL,
        trial_index integer NOT NULL,
        scenario_type varchar(64) NOT NULL,
        speech_location varchar(64) NOT NULL,
        noise varchar(64),
        file_name varchar(255) NOT NULL,
        transcript text NOT NULL,
        expected_response varchar(200),
        heard boolean NOT NULL,
        responded boolean NOT NULL,
        heard_text text,
        response_text text,
        intent varchar(200),
        played_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT job_utterance_results_job_id_trial_index_key UNIQUE (job_id, trial_index),
        CONSTRAINT job_utterance_results_job_id_fkey FOREIGN KEY (job_id) REFERENCES lab_jobs (id) ON DELETE CASCADE
      )`);
    await runner.query('CREATE INDEX job_utterance_results_job_id_idx ON job_utterance_results (job_id)');
    await runner.query(`
      CREATE TABLE job_optional_dut_results (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL,
        trial_index integer NOT NULL,
        dut_tag varchar(64) NOT NULL,
        heard boolean NOT NULL,
        responded boolean NOT NULL,
        heard_text text,
        response_text text,
        intent varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT job_optional_dut_results_job_trial_dut_key UNIQUE (job_id, trial_index, dut_tag),
        CONSTRAINT job_optional_dut_results_job_id_fkey FOREIGN KEY (job_id) REFERENCES lab_jobs (id) ON DELETE CASCADE
      )`);
    // The acoustic outcomes go back; other families' outcomes had no table before.
    await runner.query(`
      INSERT INTO job_utterance_results (job_id, trial_index, scenario_type, speech_location, noise, file_name,
        transcript, expected_response, heard, responded, heard_text, response_text, intent, played_at, created_at)
      SELECT job_id, (outcome->'trial'->>'index')::integer, outcome->'trial'->>'scenarioType',
        outcome->'trial'->>'speechLocation', outcome->'trial'->>'noise', outcome->'trial'->>'fileName',
        outcome->'trial'->>'transcript', outcome->'trial'->>'expectedResponse',
        (outcome->'answer'->>'heard')::boolean, (outcome->'answer'->>'responded')::boolean,
        outcome->'answer'->>'heardText', outcome->'answer'->>'responseText', outcome->'answer'->>'intent',
        (outcome->>'playedAt')::timestamptz, recorded_at
      FROM job_step_results WHERE outcome ? 'trial'`);
    await runner.query(`
      INSERT INTO job_optional_dut_results (job_id, trial_index, dut_tag, heard, responded, heard_text,
        response_text, intent)
      SELECT s.job_id, (s.outcome->'trial'->>'index')::integer, o->>'tag', (o->'answer'->>'heard')::boolean,
        (o->'answer'->>'responded')::boolean, o->'answer'->>'heardText', o->'answer'->>'responseText',
        o->'answer'->>'intent'
      FROM job_step_results s, jsonb_array_elements(s.outcome->'optionalDuts') o
      WHERE s.outcome ? 'trial'`);
    await runner.query('DROP TABLE job_step_results');
  }
}
