import { Button } from '@chakra-ui/react';
import {
  type ChatItem,
  exportedFeatureOfHistory,
  PLAYGROUND_EXPORT_FILE_NAME,
  PLAYGROUND_LABELS,
  PLAYGROUND_MESSAGES,
  type PlaygroundDevice,
} from '@oak/shared';
import { saveFile } from '../../../lib/save-file';

/**
 * Export: the device's conversation downloaded as exported.feature (doc 2 §9),
 * ready to import into the Test Library. A failed export is only logged (doc 2 §8).
 */
export function ExportFeatureButton({
  device,
  history,
}: {
  device: Pick<PlaygroundDevice, 'dsn' | 'customerId'>;
  history: readonly ChatItem[];
}) {
  const exportFeature = () => {
    try {
      const text = exportedFeatureOfHistory(history, device);
      saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), PLAYGROUND_EXPORT_FILE_NAME);
    } catch (error) {
      console.error(PLAYGROUND_MESSAGES.exportFailed, error);
    }
  };
  return (
    <Button variant="outline" onClick={exportFeature}>
      {PLAYGROUND_LABELS.buttons.export}
    </Button>
  );
}
