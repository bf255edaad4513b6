import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { type ChatItem, PLAYGROUND_LABELS, PLAYGROUND_MESSAGES } from '@oak/shared';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../../testing/setup-user';
import { ApiLogPanel } from './ApiLogPanel';
import { ChatPanel } from './ChatPanel';

const item = (id: string, type: ChatItem['type'], content: string): ChatItem => ({
  id,
  type,
  content,
  starttime: 1,
});

function renderChat(props: { history?: ChatItem[]; locked?: boolean } = {}) {
  const onSend = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <ChatPanel
        history={props.history ?? []}
        locked={props.locked ?? false}
        disabled={false}
        onSend={onSend}
      />
    </ChakraProvider>,
  );
  return { onSend, box: screen.getByRole('textbox', { name: PLAYGROUND_LABELS.chat.input }) };
}

describe('the Chat panel (doc 2 §4, §5)', () => {
  it('sends on Enter but not on Shift+Enter', async () => {
    const user = setupUser();
    const { onSend, box } = renderChat();
    await user.type(box, 'what time{Shift>}{Enter}{/Shift}is it');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('what time\nis it');
    expect(box).toHaveValue('');
  });

  it('marks a wordless message invalid and does not send it', async () => {
    const user = setupUser();
    const { onSend, box } = renderChat();
    await user.type(box, ' ?! {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toBeInvalid();
    expect(screen.getByText(PLAYGROUND_MESSAGES.utteranceInvalid)).toBeInTheDocument();
  });

  it('locks sending while the latest utterance is in flight', async () => {
    const user = setupUser();
    const { onSend, box } = renderChat({ history: [item('1', 'Processing', 'hello')], locked: true });
    await user.type(box, 'again{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.send })).toBeDisabled();
    expect(screen.getByText('Processing')).toBeInTheDocument();
  });
});

describe('the API Logs panel (doc 2 §9)', () => {
  it('lists each event and directive, opening to its JSON', async () => {
    const user = setupUser();
    render(
      <ChakraProvider value={defaultSystem}>
        <ApiLogPanel
          log={[
            {
              type: 'directive',
              namespace: 'SpeechSynthesizer',
              name: 'Speak',
              data: { caption: 'Hi' },
              at: 5,
            },
          ]}
        />
      </ChakraProvider>,
    );
    await user.click(screen.getByText('directive SpeechSynthesizer.Speak'));
    expect(screen.getByText(/"caption": "Hi"/)).toBeVisible();
  });
});
