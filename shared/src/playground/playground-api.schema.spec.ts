import { joinUrl } from '../api/api-url.util';
import {
  PLAYGROUND_API_CALLS,
  activityItemsQuerySchema,
  activityItemsResponseSchema,
  alexaMetadataQuerySchema,
  alexaMetadataResponseSchema,
  bedrockGenerateQuerySchema,
  bedrockGenerateResponseSchema,
  deviceEndpointResponseSchema,
  injectSpeechQuerySchema,
  playgroundApiBase,
  playgroundApiUrl,
  switchEndpointQuerySchema,
} from './playground-api.schema';

const device = { deviceserial: 'G0', devicetype: 'T1' };

describe('playground device API (doc 2 §7)', () => {
  it('names every call, switchendpoint being a PUT to deviceendpoint', () => {
    expect(Object.keys(PLAYGROUND_API_CALLS)).toEqual([
      'ping',
      'oakauth',
      'deviceaccounts',
      'bedrockgenerate',
      'injectspeech',
      'activityitems',
      'alexametadata',
      'deviceendpoint',
      'switchendpoint',
      'liveinteraction',
    ]);
    expect(PLAYGROUND_API_CALLS.switchendpoint).toEqual({ method: 'PUT', path: 'deviceendpoint' });
  });

  it('builds URLs on the environment base, always with deviceserial and devicetype', () => {
    expect(playgroundApiBase('gamma')).toBe('/api/playground/gamma');
    const base = joinUrl('http://localhost:8080/', playgroundApiBase('gamma'));
    expect(base).toBe('http://localhost:8080/api/playground/gamma');
    expect(playgroundApiUrl(base, 'activityitems', device, { starttime: 100, endtime: 107, limit: 1 })).toBe(
      'http://localhost:8080/api/playground/gamma/activityitems?deviceserial=G0&devicetype=T1&starttime=100&endtime=107&limit=1',
    );
    expect(playgroundApiUrl(base, 'ping', device)).toBe(
      'http://localhost:8080/api/playground/gamma/ping?deviceserial=G0&devicetype=T1',
    );
  });

  it('shapes each query', () => {
    expect(
      bedrockGenerateQuerySchema.safeParse({ ...device, prompt: 'p', modelid: 'm', stmt: '[]' }).success,
    ).toBe(true);
    expect(injectSpeechQuerySchema.safeParse({ ...device, text: '' }).success).toBe(false);
    expect(activityItemsQuerySchema.parse({ ...device, starttime: '100', endtime: '107' })).toEqual({
      ...device,
      starttime: 100,
      endtime: 107,
      limit: 1,
    });
    expect(
      alexaMetadataQuerySchema.safeParse({
        ...device,
        contenttype: 'INTENT',
        approximateinjectiontime: 100,
        datatype: 'DATA',
        utteranceid: 'u-1',
      }).success,
    ).toBe(true);
    expect(
      alexaMetadataQuerySchema.safeParse({
        ...device,
        contenttype: 'WEATHER',
        approximateinjectiontime: 100,
        datatype: 'DATA',
        utteranceid: 'u-1',
      }).success,
    ).toBe(false);
    expect(switchEndpointQuerySchema.safeParse({ ...device, endpoint: 'https://x' }).success).toBe(true);
  });

  it('shapes each answer', () => {
    expect(bedrockGenerateResponseSchema.parse({ data: { response: 'What is jazz?' } }).data.response).toBe(
      'What is jazz?',
    );
    expect(
      activityItemsResponseSchema.parse({
        ActivityItems: [
          { UtteranceId: 'u-1' },
          { ActivityItemData: { intentType: 'SimonSaysIntent' }, extra: 1 },
        ],
      }).ActivityItems,
    ).toHaveLength(2);
    expect(
      alexaMetadataResponseSchema.safeParse({ data: { ColdplayByteData: { payload: 'aGk=' } } }).success,
    ).toBe(true);
    expect(deviceEndpointResponseSchema.safeParse({ data: { Endpoint: '' } }).success).toBe(false);
  });
});
