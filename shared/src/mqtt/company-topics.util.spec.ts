import { MQTT_MESSAGES } from './mqtt.messages';
import { companyTopicPrefix } from './company-topics.util';
import { thingTopics } from './thing-topics.util';

describe('companyTopicPrefix', () => {
  it("puts a company's topics under oak/companies/{id}/, apart from every Pi's", () => {
    const prefix = companyTopicPrefix('4c1d5a0e-1b7f-4e3e-9a51-3b9b9d0f2a11');
    expect(prefix).toBe('oak/companies/4c1d5a0e-1b7f-4e3e-9a51-3b9b9d0f2a11/');
    expect(thingTopics('companies').all.startsWith(prefix)).toBe(false);
  });

  it('names the prefix to use when a topic is refused, and cuts a long topic short', () => {
    const message = MQTT_MESSAGES.topicNotOwned(`x/${'y'.repeat(200)}`, 'oak/companies/c1/');
    expect(message).toContain('oak/companies/c1/');
    expect(message.length).toBeLessThan(200);
  });
});
