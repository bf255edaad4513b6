import { type ChatItem } from '@oak/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlaygroundSuggestions } from './usePlaygroundSuggestions';

const human = (id: string, content: string): ChatItem => ({ id, type: 'Human', content }) as ChatItem;

describe('usePlaygroundSuggestions (doc 2 §4 Suggest and Auto Bot)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (history: ChatItem[] = [human('1', 'what time is it')]) => {
    const fetchSuggestion = vi.fn().mockResolvedValue('What is on my shopping list?');
    const send = vi.fn();
    const hook = renderHook(
      (props: { history: ChatItem[]; locked: boolean }) =>
        usePlaygroundSuggestions({ ...props, fetchSuggestion, send }),
      { initialProps: { history, locked: false } },
    );
    return { hook, fetchSuggestion, send };
  };

  it('fetches a suggestion when Suggest is on, and again after each exchange', async () => {
    const { hook, fetchSuggestion } = setup();
    expect(fetchSuggestion).not.toHaveBeenCalled();
    await act(async () => hook.result.current.setSuggest(true));
    expect(hook.result.current.suggestion).toBe('What is on my shopping list?');
    hook.rerender({ history: [human('1', 'what time is it'), human('2', 'x')], locked: true });
    expect(fetchSuggestion).toHaveBeenCalledTimes(1);
    await act(async () => hook.rerender({ history: [human('1', 'a'), human('2', 'x')], locked: false }));
    expect(fetchSuggestion).toHaveBeenCalledTimes(2);
  });

  it('needs Suggest for Auto Bot, and Suggest off turns Auto Bot off', async () => {
    const { hook } = setup();
    act(() => hook.result.current.setAutoBot(true));
    expect(hook.result.current.mode.autoBot).toBe(false);
    await act(async () => hook.result.current.setSuggest(true));
    act(() => hook.result.current.setAutoBot(true));
    expect(hook.result.current.mode).toEqual({ suggest: true, autoBot: true });
    act(() => hook.result.current.setSuggest(false));
    expect(hook.result.current.mode).toEqual({ suggest: false, autoBot: false });
    expect(hook.result.current.suggestion).toBeNull();
  });

  it('sends the suggestion by itself 3 s after it arrives with Auto Bot on', async () => {
    const { hook, send } = setup();
    await act(async () => hook.result.current.setSuggest(true));
    act(() => hook.result.current.setAutoBot(true));
    act(() => vi.advanceTimersByTime(2_999));
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledWith('What is on my shopping list?');
  });

  it('does not send while a send is in flight, nor once Auto Bot is off', async () => {
    const { hook, send } = setup();
    await act(async () => hook.result.current.setSuggest(true));
    act(() => hook.result.current.setAutoBot(true));
    act(() => vi.advanceTimersByTime(1_000));
    act(() => hook.result.current.setAutoBot(false));
    act(() => vi.advanceTimersByTime(5_000));
    expect(send).not.toHaveBeenCalled();
  });
});
