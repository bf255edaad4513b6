import { MqttConnectionLimiter, addressKey } from './mqtt-connection-limiter';

describe('MqttConnectionLimiter', () => {
  let now = 0;
  const limiter = (limits: Partial<ConstructorParameters<typeof MqttConnectionLimiter>[0]> = {}) =>
    new MqttConnectionLimiter(
      { maxConnectionsPerIp: 2, connectsPerIpPerMinute: 100, maxPendingConnections: 100, ...limits },
      () => now,
    );
  beforeEach(() => (now = 1_000_000));

  it('admits at most maxConnectionsPerIp open connections per address, and more once one closes', () => {
    const sut = limiter();
    const first = sut.admit('10.0.0.1');
    expect(sut.admit('10.0.0.1').admitted).toBe(true);
    expect(sut.admit('10.0.0.1')).toEqual({ admitted: false, reason: '10.0.0.1 has 2 connections open' });
    expect(sut.admit('10.0.0.2').admitted).toBe(true);
    if (!first.admitted) throw new Error('first refused');
    first.ticket.closed();
    first.ticket.closed();
    expect(sut.admit('10.0.0.1').admitted).toBe(true);
    expect(sut.admit('10.0.0.1').admitted).toBe(false);
  });

  it('admits at most connectsPerIpPerMinute new connections per address in a minute', () => {
    const sut = limiter({ maxConnectionsPerIp: 100, connectsPerIpPerMinute: 3 });
    for (let i = 0; i < 3; i++) {
      const admission = sut.admit('10.0.0.1');
      if (admission.admitted) admission.ticket.closed();
    }
    expect(sut.admit('10.0.0.1')).toEqual({
      admitted: false,
      reason: '10.0.0.1 opened 3 connections this minute',
    });
    now += 60_000;
    expect(sut.admit('10.0.0.1').admitted).toBe(true);
  });

  it('admits at most maxPendingConnections unauthenticated connections from all addresses', () => {
    const sut = limiter({ maxConnectionsPerIp: 100, maxPendingConnections: 2 });
    const one = sut.admit('10.0.0.1');
    sut.admit('10.0.0.2');
    expect(sut.admit('10.0.0.3')).toEqual({
      admitted: false,
      reason: '2 connections are waiting to authenticate',
    });
    if (!one.admitted) throw new Error('one refused');
    one.ticket.authenticated();
    expect(sut.pendingConnections).toBe(1);
    expect(sut.admit('10.0.0.3').admitted).toBe(true);
    one.ticket.closed();
    expect(sut.pendingConnections).toBe(2);
  });

  it('shares the unauthenticated budget fairly: an eighth per address, its last quarter for addresses with none waiting', () => {
    const sut = limiter({
      maxConnectionsPerIp: 1000,
      connectsPerIpPerMinute: 1000,
      maxPendingConnections: 16,
    });
    const admitted = (address: string) => sut.admit(address).admitted;
    // Two idle sockets per address at most: three addresses cannot hold the budget.
    for (const address of ['10.6.6.1', '10.6.6.2', '10.6.6.3']) {
      expect(admitted(address)).toBe(true);
      expect(admitted(address)).toBe(true);
      expect(sut.admit(address)).toEqual({
        admitted: false,
        reason: `${address} has 2 connections waiting to authenticate`,
      });
    }
    for (const address of ['10.6.6.4', '10.6.6.5', '10.6.6.6']) expect(admitted(address)).toBe(true);
    expect(sut.pendingConnections).toBe(9);
    // Twelve waiting: an address already waiting waits for a slot; the reserve admits Pis with none waiting.
    for (const address of ['10.6.6.4', '10.6.6.5', '10.6.6.6']) expect(admitted(address)).toBe(true);
    expect(sut.pendingConnections).toBe(12);
    expect(sut.admit('10.6.6.7')).toEqual({ admitted: true, ticket: expect.anything() });
    expect(sut.admit('10.6.6.7')).toEqual({
      admitted: false,
      reason: '13 connections are waiting to authenticate; the rest are kept for other addresses',
    });
    for (const pi of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect(admitted(pi)).toBe(true);
    expect(sut.admit('192.0.2.4')).toEqual({
      admitted: false,
      reason: '16 connections are waiting to authenticate',
    });
  });

  it('gives an address its share back as its connections authenticate or close', () => {
    const sut = limiter({
      maxConnectionsPerIp: 1000,
      connectsPerIpPerMinute: 1000,
      maxPendingConnections: 16,
    });
    const first = sut.admit('10.0.0.1');
    const second = sut.admit('10.0.0.1');
    expect(sut.admit('10.0.0.1').admitted).toBe(false);
    if (!first.admitted || !second.admitted) throw new Error('refused');
    first.ticket.authenticated();
    expect(sut.admit('10.0.0.1').admitted).toBe(true);
    second.ticket.closed();
    second.ticket.closed();
    expect(sut.admit('10.0.0.1').admitted).toBe(true);
    expect(sut.pendingConnections).toBe(2);
  });

  it('counts an IPv4 address that came over IPv6 as the IPv4 one', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('::1')).toBe('::1');
    expect(addressKey(undefined)).toBe('unknown');
    const sut = limiter({ maxConnectionsPerIp: 1 });
    sut.admit('::ffff:10.0.0.9');
    expect(sut.admit('10.0.0.9').admitted).toBe(false);
  });
});
