import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  type ChatItem,
  type ChatItemType,
  isSendKey,
  isValidUtterance,
  PLAYGROUND_LABELS,
  PLAYGROUND_MESSAGES,
} from '@oak/shared';
import { type KeyboardEvent, useState } from 'react';

const TYPE_PALETTE: Record<ChatItemType, string> = {
  Pending: 'gray',
  Processing: 'blue',
  Human: 'green',
  Failed: 'red',
  Alexa: 'purple',
};

/**
 * The Chat panel (doc 2 §2, §4, §5): the conversation with each item's type,
 * and the utterance box. Enter sends, Shift+Enter breaks the line; a message
 * without a word is marked invalid; sending is locked while `locked`.
 */
export function ChatPanel({
  history,
  locked,
  disabled,
  onSend,
  onPick,
  draft,
}: {
  history: readonly ChatItem[];
  locked: boolean;
  disabled: boolean;
  onSend: (text: string) => void;
  /** Opens an answered utterance's metadata; only for those given in `pickable`. */
  onPick?: { readonly pickable: ReadonlySet<string>; readonly pick: (item: ChatItem) => void };
  /** The utterance box's text kept by the screen (a picked suggestion goes in it); else kept here. */
  draft?: { readonly text: string; readonly setText: (text: string) => void };
}) {
  const [ownText, setOwnText] = useState('');
  const text = draft?.text ?? ownText;
  const setText = draft?.setText ?? setOwnText;
  const [invalid, setInvalid] = useState(false);
  const send = () => {
    if (locked || disabled) return;
    if (!isValidUtterance(text)) {
      setInvalid(true);
      return;
    }
    onSend(text.trim());
    setText('');
    setInvalid(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">{PLAYGROUND_LABELS.panels.chat}</Text>
      <Stack as="ol" gap="2" aria-label={PLAYGROUND_LABELS.chat.history} listStyleType="none">
        {history.map((item) => (
          <Box
            as="li"
            key={item.id}
            data-type={item.type}
            alignSelf={item.type === 'Alexa' ? 'start' : 'end'}
          >
            <HStack gap="2">
              <Text>{item.content}</Text>
              <Badge colorPalette={TYPE_PALETTE[item.type]}>{item.type}</Badge>
              {onPick?.pickable.has(item.id) && (
                <Button size="xs" variant="ghost" onClick={() => onPick.pick(item)}>
                  {PLAYGROUND_LABELS.metadata.open}
                </Button>
              )}
            </HStack>
          </Box>
        ))}
      </Stack>
      {disabled && <Text color="fg.muted">{PLAYGROUND_LABELS.chat.notConnected}</Text>}
      <Field.Root invalid={invalid} disabled={disabled}>
        <Field.Label>{PLAYGROUND_LABELS.chat.input}</Field.Label>
        <Textarea
          value={text}
          rows={2}
          placeholder={PLAYGROUND_LABELS.utterancePlaceholder}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
        />
        <Field.ErrorText>{PLAYGROUND_MESSAGES.utteranceInvalid}</Field.ErrorText>
      </Field.Root>
      <Button alignSelf="end" onClick={send} disabled={locked || disabled}>
        {PLAYGROUND_LABELS.buttons.send}
      </Button>
    </Stack>
  );
}
