import {
  type ChatItemType,
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIO_STATE_TEXTS,
  NAVIGATION_LABELS,
  PLAYGROUND_EXPORT_FILE_NAME,
  PLAYGROUND_LABELS,
  PLAYGROUND_MESSAGES,
  PLAYGROUND_SIDE_PANEL_WIDTH_PX,
  ROUTES,
  SUGGESTION_MESSAGES,
  TEST_LIBRARY_LABELS,
  UDT_MESSAGES,
  UDT_WIZARD_BUTTONS,
  UDT_WIZARD_LABELS,
} from '@oak/shared';
import { type Page, type Response } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { e2eUrl, useCheckedPage } from './support/browser';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { oakCli } from './support/oak-cli';
import { signInThroughForm } from './support/session';
import {
  setDeviceOnline,
  VIRTUAL_CUSTOMER,
  VIRTUAL_POOR_DUT,
  VirtualLabApi,
} from './support/virtual-lab-api';

/** The virtual lab's good DUT as the device list names it (simulator/src/lab/lab-definitions.constant.ts). */
const DEVICE = 'Virtual Echo Dot (good)';
/** The lab's other DUT, taken offline for a moment. */
const OTHER_DEVICE = 'Virtual Echo Pop (poor)';
/** The ping of a device the simulator took offline answers 503, which the browser logs. */
const OFFLINE_PING = /Failed to load resource: the server responded with a status of 503/;
const UTTERANCE = 'what time is it';
/** How a chat item reads while the device works on it (doc 2 §4): its type, as its badge and data-type say. */
const PROCESSING: ChatItemType = 'Processing';
/** An exchange waits up to 10 s for the device's first activity (doc 2 §9). */
const PROCESSING_TIMEOUT_MS = 15_000;
/** Connect waits 5 s for the endpoint to settle and up to 10 s for the sanity echo (doc 2 §4, §9). */
const CONNECT_TIMEOUT_MS = 45_000;
/** An exchange waits up to 10 s for activity, 25 s for speech and 30 s for its end (doc 2 §9). */
const EXCHANGE_TIMEOUT_MS = 70_000;
/** Auto Bot's two exchanges, each sent 3 s after its suggestion arrives (doc 2 §4). */
const AUTO_BOT_TIMEOUT_MS = 2 * EXCHANGE_TIMEOUT_MS;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Playground in a browser against the virtual lab: a person signs in,
 * opens the Playground, picks an online device, connects it to OAK, talks to
 * it, reads the API log and the utterance's metadata, and disconnects it; it
 * exports the conversation, sees another device go offline at a refresh, and
 * imports the exported file into the Test Library.
 */
describe('the Playground with a virtual device', () => {
  let offlineStep = false;
  const currentPage = useCheckedPage({ expectedConsoleErrors: () => (offlineStep ? [OFFLINE_PING] : []) });
  let page: Page;
  /** What the playground's calls answered (the latest 40), for the failure message of a step that waits on them. */
  const answers: string[] = [];

  beforeAll(async () => {
    const api = await VirtualLabApi.signIn(e2eInstance().url, E2E_ADMIN.email, E2E_ADMIN.password);
    await api.connectedLab('Virtual Lab', 5);
    // The exported conversation becomes a user-defined test.
    await oakCli('allow', VIRTUAL_CUSTOMER.customerId, CUSTOM_SCENARIO_ALLOW_LIST_NAME);
  }, 90_000);
  beforeEach(() => {
    page = currentPage();
    answers.length = 0;
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (!/^\/api\/(playground|mqtt)\//.test(url.pathname)) return;
      const call = `${response.request().method()} ${url.pathname} ${response.status()}`;
      void response.text().then(
        (body) => answers.push(`${call} ${body.slice(0, 300)}`),
        () => answers.push(call),
      );
    });
  });

  /** Waits for a locator; on a time-out, says what the screen alerted and what the calls answered. */
  const shows = async (locator: ReturnType<Page['locator']>, timeout: number, what: string) => {
    try {
      await locator.waitFor({ timeout });
    } catch (error) {
      const alerts = await page.getByRole('alert').allInnerTexts();
      throw new Error(
        `${what}: ${String(error)}\nalerts: ${JSON.stringify(alerts)}\ncalls:\n${answers.slice(-40).join('\n')}`,
        { cause: error },
      );
    }
  };

  it('connects a device, chats with it, shows its API log and metadata, disconnects it and exports the chat as a test', async () => {
    // Signs in and opens the Playground from the navigation.
    await page.goto(e2eUrl(ROUTES.labs));
    await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: NAVIGATION_LABELS.playground }).click();
    await page.waitForURL(`**${ROUTES.playground}`);
    await page.getByText(PLAYGROUND_MESSAGES.selectDevice, { exact: true }).waitFor();
    // Judged once the first status read is done: meanwhile Refresh is a disabled, half-faded loading button.
    await page
      .getByRole('button', { name: PLAYGROUND_LABELS.buttons.refresh, exact: true, disabled: false })
      .waitFor();
    await expectAccessible(page, 'Playground, no device chosen');

    // The 400 px device list: the virtual device, online, is picked with a click on its row.
    const list = page.getByRole('complementary').filter({
      has: page.getByRole('table', { name: PLAYGROUND_LABELS.deviceList.title }),
    });
    expect((await list.boundingBox())?.width).toBe(PLAYGROUND_SIDE_PANEL_WIDTH_PX);
    const row = list.getByRole('row').filter({ hasText: DEVICE });
    await row
      .getByText(PLAYGROUND_LABELS.connectionStatus.online, { exact: true })
      .waitFor({ timeout: 30_000 });
    await row.click();
    await list.locator('tr[aria-selected="true"]', { hasText: DEVICE }).waitFor();
    await page.getByRole('heading', { name: DEVICE }).waitFor();
    await page.getByText(PLAYGROUND_MESSAGES.connectDevice, { exact: true }).waitFor();
    // The connectivity check (ping, oakauth, deviceaccounts) lets the device in: its account shows, with
    // none of the check's warnings (doc 2 §2, §7, §8). Found on prod, it starts there, without the gamma alert.
    const account = page.getByRole('group', { name: PLAYGROUND_LABELS.deviceAccounts.title });
    await account.getByText(VIRTUAL_CUSTOMER.customerId, { exact: true }).waitFor();
    expect(await account.getByText(DEVICE).count()).toBe(1);
    for (const warning of [
      PLAYGROUND_MESSAGES.accessRequired,
      PLAYGROUND_MESSAGES.cannotVerifyCorpConnectivity,
      PLAYGROUND_MESSAGES.deviceAccountsUnavailable,
      PLAYGROUND_MESSAGES.gammaOptionAlert,
    ]) {
      expect(await page.getByText(warning).count()).toBe(0);
    }
    expect(
      await page
        .getByRole('radio', { name: PLAYGROUND_LABELS.environment.options.prod, exact: true })
        .isChecked(),
    ).toBe(true);
    const chatInput = page.getByRole('textbox', { name: PLAYGROUND_LABELS.chat.input });
    expect(await chatInput.isDisabled()).toBe(true);
    await expectAccessible(page, 'Playground, a device chosen');

    // Connect: the device goes through OAK's proxy; Disconnect is offered and the chat opens.
    const disconnect = page.getByRole('button', { name: PLAYGROUND_LABELS.buttons.disconnect, exact: true });
    expect(await disconnect.isDisabled()).toBe(true);
    await page.getByRole('button', { name: PLAYGROUND_LABELS.buttons.connect, exact: true }).click();
    await shows(
      page.getByRole('button', { name: PLAYGROUND_LABELS.buttons.disconnect, exact: true, disabled: false }),
      CONNECT_TIMEOUT_MS,
      'Connect did not connect the device',
    );
    await row.getByText(PLAYGROUND_LABELS.connectionStatus.connected, { exact: true }).waitFor();
    expect(
      await page.getByRole('button', { name: PLAYGROUND_LABELS.buttons.connect, exact: true }).isDisabled(),
    ).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);

    // Chat: the utterance, sent with Enter, shows Processing while the device works on it (the virtual
    // device takes its words in, answers after its latency and says its answer, at the lab's time scale),
    // then settles as the person's once the assistant has finished speaking; its answer follows it.
    await chatInput.fill(UTTERANCE);
    await chatInput.press('Enter');
    expect(await chatInput.inputValue()).toBe('');
    const conversation = page.getByRole('list', { name: PLAYGROUND_LABELS.chat.history });
    const utterance = conversation.getByRole('listitem').filter({ hasText: UTTERANCE });
    await shows(
      conversation
        .locator(`li[data-type="${PROCESSING}"]`, { hasText: UTTERANCE })
        .filter({ has: page.getByText(PROCESSING, { exact: true }) }),
      PROCESSING_TIMEOUT_MS,
      'The utterance was never seen Processing',
    );
    await shows(
      conversation.locator('li[data-type="Human"]', { hasText: UTTERANCE }),
      EXCHANGE_TIMEOUT_MS,
      'The utterance did not settle',
    );
    const reply = conversation.locator('li[data-type="Alexa"]');
    await reply.waitFor();
    expect((await reply.innerText()).trim()).not.toBe('');
    expect(await conversation.getByRole('listitem').count()).toBe(2);

    // API Logs: the device's events and directives; one opens to its JSON.
    const log = page.getByRole('list', { name: PLAYGROUND_LABELS.apiLogs.list });
    const event = log
      .getByRole('listitem')
      .filter({ hasText: /^event / })
      .first();
    await event.waitFor();
    const summary = (await event.locator('summary').innerText()).trim();
    const json = event.locator('pre');
    expect(await json.isVisible()).toBe(false);
    await event.locator('summary').click();
    await json.waitFor();
    const logged = JSON.parse(await json.innerText()) as { type: string; namespace: string; name: string };
    expect(`${logged.type} ${logged.namespace}.${logged.name}`).toBe(summary);
    expect(logged.type).toBe('event');

    // Metadata of the answered utterance: its intent as text, another type as JSON.
    await page.getByText(PLAYGROUND_LABELS.metadata.pickUtterance, { exact: true }).waitFor();
    await utterance.getByRole('button', { name: PLAYGROUND_LABELS.metadata.open }).click();
    const metadata = page.getByTestId('metadata');
    await shows(metadata, 15_000, 'The utterance had no INTENT metadata');
    expect(await metadata.innerText()).toMatch(/Intent/);
    await page.getByRole('combobox', { name: PLAYGROUND_LABELS.metadata.type }).selectOption('RECOGNITION');
    const recognition = metadata.filter({ hasText: '"utteranceId"' });
    await recognition.waitFor();
    const recognised = JSON.parse(await recognition.innerText()) as { utteranceId: string; text: string };
    expect(recognised.text).toMatch(new RegExp(UTTERANCE, 'i'));

    // Suggest: a suggestion arrives in the suggestion bar. Auto Bot, which needs Suggest, sends it 3 s later and
    // then the next one: two exchanges happen without typing. Suggest off turns Auto Bot off (doc 2 §4).
    const bar = page.getByRole('group', { name: PLAYGROUND_LABELS.panels.suggestions });
    const { suggest, autoBot } = PLAYGROUND_LABELS.buttons;
    const toggle = (name: string) => bar.getByText(name, { exact: true }).click();
    const switched = (name: string, checked: boolean) =>
      bar.getByRole('checkbox', { name, exact: true, checked });
    const autoBotOff = bar.getByRole('checkbox', {
      name: autoBot,
      exact: true,
      checked: false,
      disabled: true,
    });
    await autoBotOff.waitFor();
    await toggle(suggest);
    await switched(suggest, true).waitFor();
    const suggestion = bar.getByTitle(SUGGESTION_MESSAGES.useSuggestion);
    await shows(suggestion, 15_000, 'Suggest showed no suggestion');
    await expectAccessible(page, 'Playground, connected: chat, API log, metadata and a suggestion');
    const suggested = (await suggestion.innerText()).trim();
    expect(suggested).not.toBe('');
    await toggle(autoBot);
    await switched(autoBot, true).waitFor();
    const said = conversation.locator('li[data-type="Human"]');
    await shows(
      conversation.locator('li[data-type="Human"] + li[data-type="Alexa"]').nth(2),
      AUTO_BOT_TIMEOUT_MS,
      'Auto Bot did not have two exchanges',
    );
    expect(await chatInput.inputValue()).toBe('');
    const autoSaid = [await said.nth(1).locator('p').innerText(), await said.nth(2).locator('p').innerText()];
    expect(autoSaid[0]).toBe(suggested);
    await toggle(suggest);
    await switched(suggest, false).waitFor();
    await autoBotOff.waitFor();
    expect(await suggestion.count()).toBe(0);
    // An utterance Auto Bot sent just before ends before the device is disconnected.
    await conversation
      .locator('li[data-type="Pending"], li[data-type="Processing"]')
      .first()
      .waitFor({ state: 'detached', timeout: EXCHANGE_TIMEOUT_MS });

    // Disconnect: back to online only; Connect is offered again and the chat closes.
    await disconnect.click();
    await shows(
      page.getByRole('button', { name: PLAYGROUND_LABELS.buttons.connect, exact: true, disabled: false }),
      CONNECT_TIMEOUT_MS,
      'Disconnect did not disconnect the device',
    );
    await row.getByText(PLAYGROUND_LABELS.connectionStatus.online, { exact: true }).waitFor();
    expect(await disconnect.isDisabled()).toBe(true);
    expect(await chatInput.isDisabled()).toBe(true);
    await page.getByText(PLAYGROUND_LABELS.chat.notConnected, { exact: true }).waitFor();

    // Export: the conversation as exported.feature, one Examples row per utterance (doc 2 §9).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: PLAYGROUND_LABELS.buttons.export, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(PLAYGROUND_EXPORT_FILE_NAME);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const feature = Buffer.concat(chunks);
    expect(feature.toString('utf8')).toMatch(
      new RegExp(
        `Scenario Outline: Execute[^]*${[UTTERANCE, ...autoSaid].map((q) => `\\| ${escapeRegExp(q)} \\|`).join('[^]*')}`,
      ),
    );

    // Another device taken offline through the simulator turns Offline at the next refresh and cannot be picked.
    const other = list.getByRole('row').filter({ hasText: OTHER_DEVICE });
    const refresh = list.getByRole('button', { name: PLAYGROUND_LABELS.buttons.refresh, exact: true });
    offlineStep = true;
    try {
      await setDeviceOnline(e2eInstance().deviceCloudUrl, VIRTUAL_POOR_DUT.deviceserial, false);
      await refresh.click();
      await other.getByText(PLAYGROUND_LABELS.connectionStatus.offline, { exact: true }).waitFor();
      expect(await other.getAttribute('aria-disabled')).toBe('true');
      // An offline device's row stays readable (it was faded under AA contrast once).
      await expectAccessible(page, 'Playground, a device offline');
    } finally {
      await setDeviceOnline(e2eInstance().deviceCloudUrl, VIRTUAL_POOR_DUT.deviceserial, true);
    }
    await refresh.click();
    await other.getByText(PLAYGROUND_LABELS.connectionStatus.online, { exact: true }).waitFor();
    offlineStep = false;

    // The Test Library takes the exported file as a user-defined test with synthesized speech.
    const testName = `Playground_${Date.now().toString(36)}`;
    await navigation.getByRole('link', { name: NAVIGATION_LABELS.testLibrary }).click();
    await page.waitForURL(`**${ROUTES.testLibrary}`);
    await page.getByRole('button', { name: TEST_LIBRARY_LABELS.createButton, exact: true }).first().click();
    const wizard = page.getByRole('dialog');
    const next = wizard.getByRole('button', { name: UDT_WIZARD_BUTTONS.next });
    await wizard.getByRole('textbox', { name: UDT_WIZARD_LABELS.scenarioName }).fill(testName);
    await next.click();
    await wizard.getByText('Step 2 of 3').waitFor();
    await wizard.getByLabel(UDT_WIZARD_LABELS.testDefinitionFile).setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'text/plain',
      buffer: feature,
    });
    await wizard.getByText(PLAYGROUND_EXPORT_FILE_NAME).waitFor();
    await next.click();
    await wizard.getByText(UDT_WIZARD_LABELS.autoSynthesizeAudio).click();
    await wizard.getByRole('combobox', { name: UDT_WIZARD_LABELS.marketPlace }).selectOption('en_US');
    await wizard.getByRole('button', { name: UDT_WIZARD_BUTTONS.save }).click();
    await page.getByText(UDT_MESSAGES.created.message).waitFor();
    await wizard.waitFor({ state: 'hidden' });
    await page
      .getByRole('table', { name: TEST_LIBRARY_LABELS.title })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: testName, exact: true }) })
      .getByText(CUSTOM_SCENARIO_STATE_TEXTS.AVAILABLE)
      .waitFor();
  }, 240_000);
});
