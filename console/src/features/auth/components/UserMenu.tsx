import { Button, Menu, Portal } from '@chakra-ui/react';
import { API_TOKENS_TEXTS, ROUTES, USER_MENU_LABELS } from '@oak/shared';
import { useNavigate } from 'react-router';
import { useEnvironmentConfig } from '../../../lib/api/get-environment-config';
import { useAuth } from '../../../lib/auth-context';

/**
 * The signed-in user's menu in the header (doc 3 §2): Support > Documentation,
 * the deployment's documentation link from /config.json, API tokens (issue 32)
 * and Sign out.
 */
export function UserMenu() {
  const { session, signOut } = useAuth();
  const { docsUrl } = useEnvironmentConfig();
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          color="frame.fg"
          _hover={{ bg: 'frame.bgActive', color: 'frame.fgActive' }}
          _expanded={{ bg: 'frame.bgActive', color: 'frame.fgActive' }}
          aria-label="User menu"
        >
          {session.username}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Root positioning={{ placement: 'left-start', gutter: 2 }}>
              <Menu.TriggerItem>{USER_MENU_LABELS.support}</Menu.TriggerItem>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="documentation" asChild>
                      <a href={docsUrl} target="_blank" rel="noreferrer">
                        {USER_MENU_LABELS.documentation}
                      </a>
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            <Menu.Item value="api-tokens" onSelect={() => void navigate(ROUTES.apiTokens)}>
              {API_TOKENS_TEXTS.menuItem}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={() => void signOut()}>
              {USER_MENU_LABELS.signOut}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
