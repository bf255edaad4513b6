import { agentRequestSchema } from '@oak/shared';
import { z } from 'zod';
import { MAX_REQUEST_ID_LENGTH, clip, describeIssues, parseAgentRequest } from './request-parse.util';

describe('parseAgentRequest', () => {
  it('reads a request from bytes or text', () => {
    const request = { id: 'r1', action: 'talk', payload: { waveFileName: 'a.wav' }, ackTimeout: 5000 };
    const sut = parseAgentRequest(Buffer.from(JSON.stringify(request)));
    expect(sut).toEqual({ ok: true, request });
    expect(agentRequestSchema.parse(request)).toEqual(request);
    expect(parseAgentRequest('{"id":"r2","action":"state"}')).toEqual({
      ok: true,
      request: { id: 'r2', action: 'state', payload: undefined },
    });
  });

  it("reads the job and step a run's request names", () => {
    const request = { id: 'r3', action: 'diagnostics', payload: {}, jobId: 'job-1', stepKey: 'scan/1' };
    expect(parseAgentRequest(JSON.stringify(request))).toEqual({ ok: true, request });
    expect(agentRequestSchema.parse(request)).toEqual(request);
  });

  it.each([
    ['not JSON', 'garbage{', /not valid JSON/],
    ['empty', '', /not valid JSON/],
    ['binary', Buffer.from([0xff, 0xfe, 0x00, 0x01]), /not valid JSON/],
    ['an array', '[{"id":"x","action":"state"}]', /JSON object/],
    ['a number', '42', /JSON object/],
    ['null', 'null', /JSON object/],
    ['a string', '"state"', /JSON object/],
    ['no id', '{"action":"state"}', /id must be a string/],
    ['a numeric id', '{"id":5,"action":"state"}', /id must be a string/],
    ['an empty id', '{"id":"","action":"state"}', /id must be a string/],
    [
      'a huge id',
      JSON.stringify({ id: 'x'.repeat(MAX_REQUEST_ID_LENGTH + 1), action: 'state' }),
      /id must be/,
    ],
  ])('cannot answer %s', (_label, raw, message) => {
    const sut = parseAgentRequest(raw);
    expect(sut.ok).toBe(false);
    expect(sut).not.toHaveProperty('id');
    expect(sut).toMatchObject({ code: 400, message: expect.stringMatching(message) });
  });

  it.each([
    [{ id: 'a', action: 5 }, 400, /action must be a string/],
    [{ id: 'a' }, 400, /action must be a string/],
    [{ id: 'a', action: 'dance' }, 404, /Unknown action: dance/],
    [{ id: 'a', action: 'state', ackTimeout: -1 }, 400, /ackTimeout/],
    [{ id: 'a', action: 'state', ackTimeout: 1.5 }, 400, /ackTimeout/],
    [{ id: 'a', action: 'state', ackTimeout: '100' }, 400, /ackTimeout/],
    [{ id: 'a', action: 'state', jobId: 'j' }, 400, /jobId and stepKey go together/],
    [{ id: 'a', action: 'state', jobId: 'j', stepKey: '' }, 400, /stepKey must be a string/],
    [{ id: 'a', action: 'state', jobId: 'j'.repeat(129), stepKey: 's' }, 400, /jobId must be a string/],
  ])('answers %j with %i', (request, code, message) => {
    expect(parseAgentRequest(JSON.stringify(request))).toMatchObject({
      ok: false,
      id: 'a',
      code,
      message: expect.stringMatching(message),
    });
  });

  it('does not echo a huge action name', () => {
    const sut = parseAgentRequest(JSON.stringify({ id: 'a', action: 'x'.repeat(100_000) }));
    expect(sut.ok || sut.message.length).toBeLessThan(100);
  });

  it('copes with a huge payload', () => {
    const sut = parseAgentRequest(
      JSON.stringify({ id: 'a', action: 'talk', payload: { waveFileName: 'y'.repeat(2_000_000) } }),
    );
    expect(sut.ok).toBe(true);
  });
});

describe('describeIssues', () => {
  it('names each field at fault', () => {
    const result = z.object({ volume: z.number().max(100), name: z.string() }).safeParse({ volume: 101 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(describeIssues(result.error.issues, 'payload')).toMatch(
      /^payload\.volume: .*100.*; payload\.name: expected string/,
    );
    expect(describeIssues(result.error.issues, '')).toMatch(/^volume: /);
  });

  it('clips long text', () => {
    expect(clip('abc')).toBe('abc');
    expect(clip('abcdef', 3)).toBe('abc...');
  });
});
