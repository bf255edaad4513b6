import { Button, HStack, Switch, Text } from '@chakra-ui/react';
import { PLAYGROUND_LABELS, SUGGESTION_MESSAGES, type SuggestionMode } from '@oak/shared';

/** The Suggest and Auto Bot switches and the suggestion bar (doc 2 §2, §4); a click on the suggestion uses it. */
export function SuggestionBar({
  mode,
  suggestion,
  failed,
  disabled,
  onSuggest,
  onAutoBot,
  onUse,
}: {
  mode: SuggestionMode;
  suggestion: string | null;
  failed: boolean;
  disabled: boolean;
  onSuggest: (on: boolean) => void;
  onAutoBot: (on: boolean) => void;
  onUse: (text: string) => void;
}) {
  return (
    <HStack gap="4" wrap="wrap" role="group" aria-label={PLAYGROUND_LABELS.panels.suggestions}>
      <Switch.Root
        checked={mode.suggest}
        disabled={disabled}
        onCheckedChange={(details) => onSuggest(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{PLAYGROUND_LABELS.buttons.suggest}</Switch.Label>
      </Switch.Root>
      <Switch.Root
        checked={mode.autoBot}
        disabled={disabled || !mode.suggest}
        onCheckedChange={(details) => onAutoBot(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{PLAYGROUND_LABELS.buttons.autoBot}</Switch.Label>
      </Switch.Root>
      {mode.suggest && suggestion && (
        <Button
          size="sm"
          variant="subtle"
          title={SUGGESTION_MESSAGES.useSuggestion}
          onClick={() => onUse(suggestion)}
        >
          {suggestion}
        </Button>
      )}
      {mode.suggest && failed && <Text color="fg.muted">{SUGGESTION_MESSAGES.failed}</Text>}
      {mode.suggest && !suggestion && !failed && (
        <Text color="fg.muted">{PLAYGROUND_LABELS.suggestionContextHint}</Text>
      )}
    </HStack>
  );
}
