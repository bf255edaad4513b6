import {
  MQTT_DEFAULT_MAX_PACKET_BYTES,
  MQTT_DEFAULT_MAX_PUBLISH_BYTES,
  MQTT_DEFAULT_MAX_SERVICE_PACKET_BYTES,
} from '@oak/shared';
import { ConfigError, loadConfig } from './app-config';

const required = {
  DATABASE_URL: 'postgres://oak:secret@localhost:5432/oak',
  REDIS_URL: 'redis://localhost:6379',
};

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig({ ...required, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('the MQTT limits and auth backend configuration', () => {
  it('applies the documented defaults', () => {
    const { mqtt } = loadConfig(required);
    expect(mqtt.limits).toEqual({
      maxConnectBytes: 16 * 1024,
      maxPacketBytes: MQTT_DEFAULT_MAX_PACKET_BYTES,
      maxServicePacketBytes: MQTT_DEFAULT_MAX_SERVICE_PACKET_BYTES,
      maxPublishBytes: MQTT_DEFAULT_MAX_PUBLISH_BYTES,
      maxShadowBytes: 16 * 1024,
      maxRetainedPerPi: 8,
      maxConnectionsPerIp: 200,
      connectsPerIpPerMinute: 300,
      maxPendingConnections: 1000,
      connectTimeoutMs: 10_000,
    });
    expect(MQTT_DEFAULT_MAX_PUBLISH_BYTES).toBe(128 * 1024);
    expect(mqtt.authBackend).toEqual({ secret: undefined, allowedSources: [], rateLimitPerMinute: 6000 });
  });

  it('reads every variable it is given', () => {
    const { mqtt } = loadConfig({
      ...required,
      MQTT_MAX_CONNECT_BYTES: '2048',
      MQTT_MAX_PACKET_BYTES: '65536',
      MQTT_MAX_SERVICE_PACKET_BYTES: '1048576',
      MQTT_MAX_PUBLISH_BYTES: '32768',
      MQTT_MAX_SHADOW_BYTES: '4096',
      MQTT_MAX_RETAINED_PER_PI: '5',
      MQTT_MAX_CONNECTIONS_PER_IP: '50',
      MQTT_CONNECTS_PER_IP_PER_MINUTE: '60',
      MQTT_MAX_PENDING_CONNECTIONS: '100',
      MQTT_CONNECT_TIMEOUT_SECONDS: '5',
      MQTT_AUTH_SECRET: 'a'.repeat(40),
      MQTT_AUTH_ALLOWED_SOURCES: ' 10.0.0.0/8 ,172.18.0.5, fd00::/8 ',
      MQTT_AUTH_RATE_LIMIT_PER_MINUTE: '600',
    });
    expect(mqtt.limits).toEqual({
      maxConnectBytes: 2048,
      maxPacketBytes: 65_536,
      maxServicePacketBytes: 1_048_576,
      maxPublishBytes: 32_768,
      maxShadowBytes: 4096,
      maxRetainedPerPi: 5,
      maxConnectionsPerIp: 50,
      connectsPerIpPerMinute: 60,
      maxPendingConnections: 100,
      connectTimeoutMs: 5000,
    });
    expect(mqtt.authBackend).toEqual({
      secret: 'a'.repeat(40),
      allowedSources: ['10.0.0.0/8', '172.18.0.5', 'fd00::/8'],
      rateLimitPerMinute: 600,
    });
  });

  it('names each variable at fault', () => {
    expect(problemsOf({ MQTT_MAX_PACKET_BYTES: 'lots', MQTT_MAX_RETAINED_PER_PI: '1' })).toEqual([
      "MQTT_MAX_PACKET_BYTES must be a number of bytes (got 'lots')",
      "MQTT_MAX_RETAINED_PER_PI must be between 3 and 10000 (got '1')",
    ]);
    expect(problemsOf({ MQTT_MAX_PACKET_BYTES: '300000000' })).toEqual([
      "MQTT_MAX_PACKET_BYTES must be between 1024 and 268435455 (got '300000000')",
    ]);
    expect(problemsOf({ MQTT_AUTH_SECRET: 'short' })).toEqual([
      "MQTT_AUTH_SECRET must be 32 to 256 letters, digits or ._~- (got 'short')",
    ]);
    expect(problemsOf({ MQTT_AUTH_ALLOWED_SOURCES: '10.0.0.0/33, nginx, 10.1.1.1' })).toEqual([
      "MQTT_AUTH_ALLOWED_SOURCES must list IP addresses or CIDR ranges (got '10.0.0.0/33', 'nginx')",
    ]);
  });

  it('refuses a publish larger than a packet, and a shadow larger than a publish', () => {
    expect(
      problemsOf({
        MQTT_MAX_PACKET_BYTES: '4096',
        MQTT_MAX_PUBLISH_BYTES: '8192',
        MQTT_MAX_SHADOW_BYTES: '1024',
      }),
    ).toEqual([
      'MQTT_MAX_PUBLISH_BYTES (8192) must not exceed MQTT_MAX_PACKET_BYTES (4096): a publish travels in one packet',
    ]);
    expect(problemsOf({ MQTT_MAX_SHADOW_BYTES: '200000' })).toEqual([
      `MQTT_MAX_SHADOW_BYTES (200000) must not exceed MQTT_MAX_PUBLISH_BYTES (${MQTT_DEFAULT_MAX_PUBLISH_BYTES}): a shadow is one publish`,
    ]);
  });
});
