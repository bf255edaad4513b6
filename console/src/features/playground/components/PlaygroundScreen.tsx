import { Alert, Box, Button, Flex, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  canConnectPlaygroundDevice,
  canDisconnectPlaygroundDevice,
  isPlaygroundDeviceSelectable,
  PLAYGROUND_LABELS,
  PLAYGROUND_MESSAGES,
  type PlaygroundDevice,
  type PlaygroundEnvironment,
} from '@oak/shared';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { useAuth } from '../../../lib/auth-context';
import { usePlaygroundAccess } from '../api/get-playground-access';
import { createPlaygroundApi } from '../api/playground-api';
import { fetchSuggestion } from '../api/suggestion-api';
import { sessionCompanyId } from '../api/session-company';
import { type ConnectionDeps, connectDevice, disconnectDevice } from '../connection/device-connection';
import { createLiveStreams } from '../connection/live-stream';
import { usePlaygroundChat } from '../hooks/usePlaygroundChat';
import { usePlaygroundDebugLog } from '../hooks/usePlaygroundDebugLog';
import { usePlaygroundDevices } from '../hooks/usePlaygroundDevices';
import { usePlaygroundSuggestions } from '../hooks/usePlaygroundSuggestions';
import { ApiLogPanel } from './ApiLogPanel';
import { ChatPanel } from './ChatPanel';
import { DeviceAccessNotice } from './DeviceAccessNotice';
import { DeviceEnvironmentOption } from './DeviceEnvironmentOption';
import { ConnectionStatusBadge, DeviceListPanel } from './DeviceListPanel';
import { ExportFeatureButton } from './ExportFeatureButton';
import { MetadataViewer } from './MetadataViewer';
import { SuggestionBar } from './SuggestionBar';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An alert of the screen; `detail`, when there is one, says what caused it. */
interface ScreenAlert {
  readonly title: string;
  readonly detail?: string | null;
}

/** /playground: the device console (doc 2 §2). */
export function PlaygroundScreen() {
  const api = useApi();
  const { session } = useAuth();
  const companyId = sessionCompanyId(session) ?? '';
  const debug = usePlaygroundDebugLog();
  const devices = usePlaygroundDevices();
  const [selectedDsn, setSelectedDsn] = useState<string | null>(null);
  // The environment a person chose for a device; else the one its location was found in.
  const [chosenEnvironments, setChosenEnvironments] = useState<
    Readonly<Record<string, PlaygroundEnvironment>>
  >({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<ScreenAlert | null>(null);
  const streams = useMemo(() => createLiveStreams(api, () => session, debug), [api, session, debug]);
  const playgroundApi = useMemo(() => createPlaygroundApi(api, companyId), [api, companyId]);
  const chat = usePlaygroundChat(playgroundApi, streams);
  const [metadataItem, setMetadataItem] = useState<string | null>(null);
  // The streams close when the screen goes (doc 2 §7).
  useEffect(() => () => streams.endAll(), [streams]);

  const list = devices.data ?? [];
  const found = list.find((device) => device.dsn === selectedDsn);
  // A device gone offline cannot stay selected (doc 2 §2).
  const selected =
    found && isPlaygroundDeviceSelectable(found)
      ? { ...found, env: chosenEnvironments[found.dsn] ?? found.env }
      : undefined;
  const access = usePlaygroundAccess(selected, debug);
  const accessAllowed = access.data?.allowed === true;
  const [draft, setDraft] = useState('');
  const suggestions = usePlaygroundSuggestions({
    history: selected ? chat.historyOf(selected.dsn) : [],
    locked: !selected?.status.proxy || busy || (selected ? chat.lockedFor(selected.dsn) : true),
    fetchSuggestion: (history) => (selected ? fetchSuggestion(api, selected, history) : Promise.reject()),
    send: (text) => selected && void chat.send(selected, text),
  });

  const deps = (): ConnectionDeps => ({
    api: playgroundApi,
    stream: streams,
    sleep,
    now: () => Date.now(),
    debug,
  });
  const run = async (action: (device: PlaygroundDevice) => Promise<void>) => {
    if (!selected) return;
    setBusy(true);
    setAlert(null);
    try {
      await action(selected);
    } catch {
      setAlert({ title: PLAYGROUND_MESSAGES.cannotGetData });
    } finally {
      setBusy(false);
      await devices.refetch();
    }
  };
  const connect = () =>
    run(async (device) => {
      const result = await connectDevice(device, deps(), { sanityCheck: true });
      if (!result.ok) setAlert({ title: result.alert, detail: result.detail });
    });
  const disconnect = () => run((device) => disconnectDevice(device, deps()));

  return (
    <Flex gap="6" align="stretch">
      <DeviceListPanel
        devices={list}
        selectedDsn={selected?.dsn ?? null}
        onSelect={(d) => setSelectedDsn(d.dsn)}
        onRefresh={() => {
          void devices.refetch();
          if (selected) void access.refetch();
        }}
        refreshing={devices.isFetching}
      />
      <Stack flex="1" gap="4">
        <Heading size="md">Playground</Heading>
        {devices.isError && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{PLAYGROUND_MESSAGES.accessRequired}</Alert.Title>
          </Alert.Root>
        )}
        {devices.isPending && <Spinner />}
        {alert && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{alert.title}</Alert.Title>
              {alert.detail && <Alert.Description>{alert.detail}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        {selected?.locationFailed && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{PLAYGROUND_MESSAGES.cannotGetData}</Alert.Title>
          </Alert.Root>
        )}
        {!selected ? (
          <Text>{PLAYGROUND_MESSAGES.selectDevice}</Text>
        ) : (
          <Box>
            <HStack gap="3" mb="2">
              <Heading size="sm">{selected.name}</Heading>
              <ConnectionStatusBadge device={selected} />
            </HStack>
            {!selected.status.proxy && <Text mb="3">{PLAYGROUND_MESSAGES.connectDevice}</Text>}
            <Stack gap="3" mb="3">
              <DeviceAccessNotice check={access.data} />
              <DeviceEnvironmentOption
                environment={selected.env}
                onChange={(env) => setChosenEnvironments((all) => ({ ...all, [selected.dsn]: env }))}
                // Disconnect undoes what Connect did in the environment it connected in.
                disabled={selected.status.proxy || busy}
              />
            </Stack>
            <HStack gap="2">
              <Button
                onClick={connect}
                loading={busy}
                // The connectivity check must have let the device in (doc 2 §2, §6).
                disabled={!canConnectPlaygroundDevice(selected) || !accessAllowed}
              >
                {PLAYGROUND_LABELS.buttons.connect}
              </Button>
              <Button
                variant="outline"
                onClick={disconnect}
                loading={busy}
                disabled={!canDisconnectPlaygroundDevice(selected)}
              >
                {PLAYGROUND_LABELS.buttons.disconnect}
              </Button>
              <ExportFeatureButton device={selected} history={chat.historyOf(selected.dsn)} />
            </HStack>
            {chat.error && (
              <Alert.Root status="error" mt="3">
                <Alert.Indicator />
                <Alert.Title>{chat.error}</Alert.Title>
              </Alert.Root>
            )}
            <Box mt="3">
              <SuggestionBar
                mode={suggestions.mode}
                suggestion={suggestions.suggestion}
                failed={suggestions.failed}
                disabled={!selected.status.proxy}
                onSuggest={suggestions.setSuggest}
                onAutoBot={suggestions.setAutoBot}
                onUse={setDraft}
              />
            </Box>
            <Grid templateColumns={{ base: '1fr', xl: '2fr 1fr' }} gap="4" mt="4">
              <ChatPanel
                history={chat.historyOf(selected.dsn)}
                locked={chat.lockedFor(selected.dsn)}
                disabled={!selected.status.proxy || busy}
                onSend={(text) => void chat.send(selected, text)}
                onPick={{ pickable: chat.answered, pick: (item) => setMetadataItem(item.id) }}
                draft={{ text: draft, setText: setDraft }}
              />
              <Stack gap="4">
                <MetadataViewer
                  utteranceKey={metadataItem}
                  load={(type) =>
                    metadataItem ? chat.loadMetadata(selected, metadataItem, type) : Promise.resolve(null)
                  }
                />
                <ApiLogPanel log={chat.logOf(selected.dsn)} />
              </Stack>
            </Grid>
          </Box>
        )}
      </Stack>
    </Flex>
  );
}
