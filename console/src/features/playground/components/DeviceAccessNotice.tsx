import { Alert, Box, DataList } from '@chakra-ui/react';
import { PLAYGROUND_LABELS, type PlaygroundAccessCheck } from '@oak/shared';

/**
 * What the picked device's connectivity check found (doc 2 §2, §7, §8): a
 * refusal ('Access to Playground requires Corp access and CID allowlisted in
 * OAK', 'Cannot verify corp connectivity to OAK'), an account that could not
 * be read ('Device accounts info unavailable'), or the device's account: its
 * customer id and the devices registered to it. Nothing while it is asked.
 */
export function DeviceAccessNotice({ check }: { check: PlaygroundAccessCheck | undefined }) {
  if (!check) return null;
  if (check.warning !== null) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>{check.warning}</Alert.Title>
      </Alert.Root>
    );
  }
  const labels = PLAYGROUND_LABELS.deviceAccounts;
  return (
    <Box role="group" aria-label={labels.title}>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel minW="40">{labels.customerId}</DataList.ItemLabel>
          <DataList.ItemValue>{check.deviceAccounts.CustomerId}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="40">{labels.registeredDevices}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">
            {check.deviceAccounts.RegisteredDevices.map((device) => device.name || device.dsn).join(', ')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}
