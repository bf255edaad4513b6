import { thingTopics } from '@oak/shared';
import { TestBroker, TestCloudClient } from '../testing/agent-harness';
import { silentLogger } from '../testing/agent-services.stub';
import { MqttConnectionAdapter } from './mqtt-connection.adapter';

describe('MqttConnectionAdapter against a broker', () => {
  const topics = thingTopics('pi-7');
  const broker = new TestBroker({ 'pi-7': 'right-password' });
  const cloud = new TestCloudClient('pi-7', () => '');
  let sut: MqttConnectionAdapter | undefined;

  beforeAll(async () => {
    await broker.start();
    await cloud.connect(broker.url);
  });
  afterEach(async () => {
    await sut?.close();
    sut = undefined;
  });
  afterAll(async () => {
    await cloud.close();
    await broker.stop();
  });

  const connect = (password: string) =>
    new MqttConnectionAdapter({
      brokerUrl: broker.url,
      clientId: 'pi-7',
      username: 'pi-7',
      password,
      statusTopic: topics.status,
      subscriptions: [topics.request, topics.shadowDesired],
      logger: silentLogger,
      backoff: { initialMs: 20, maxMs: 100 },
    });

  it('says online, subscribes, delivers messages, and says offline when closed', async () => {
    const since = cloud.mark;
    sut = connect('right-password');
    const connected = new Promise<void>((resolve) => sut!.onConnect(resolve));
    const messages: string[] = [];
    sut.onMessage((topic, payload) => messages.push(`${topic} ${payload.toString()}`));
    await connected;
    await cloud.waitFor(topics.status, (payload) => payload === 'online', 5000, since);
    await cloud.publish(topics.request, '{"id":"1"}');
    await sut.publish(topics.response, '{"id":"1","code":200}');
    await cloud.waitFor(topics.response, () => true, 5000, since);
    expect(messages).toEqual([`${topics.request} {"id":"1"}`]);
    await sut.close();
    sut = undefined;
    await cloud.waitFor(topics.status, (payload) => payload === 'offline', 5000, since);
  });

  it('keeps trying with a refused password, without crashing', async () => {
    sut = connect('wrong-password');
    const connected = jest.fn();
    sut.onConnect(connected);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connected).not.toHaveBeenCalled();
  });

  it('reconnects with backoff when the broker comes back', async () => {
    sut = connect('right-password');
    let connects = 0;
    const again = new Promise<void>((resolve) =>
      sut!.onConnect(() => {
        if (++connects === 2) resolve();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const port = broker.port;
    await broker.stop();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await broker.start(port);
    await again;
    await cloud.close();
    await cloud.connect(broker.url);
  });
});
