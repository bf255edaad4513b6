import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  API_TOKEN_LIFETIMES_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
  API_TOKENS_TEXTS,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@oak/shared';
import { type FormEvent, useState } from 'react';
import { PageHeader } from '../../../components/layout/PageHeader';
import { TableScrollArea } from '../../../components/tables/TableScrollArea';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

const T = API_TOKENS_TEXTS;
const NO_EXPIRY = 'never';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The user's personal API tokens (issue 32), from the user menu: a form that
 * makes one (name, scope, lifetime) and shows its secret once, and the list of
 * those not revoked (name, scopes, last use), each with its Revoke button.
 */
export function ApiTokensScreen() {
  const [created, setCreated] = useState<CreatedApiToken>();
  const [revokedName, setRevokedName] = useState<string>();
  return (
    <Box>
      <PageHeader title={T.title} description={T.intro} />
      <Stack gap="8">
        {created ? (
          <CreatedToken created={created} onDone={() => setCreated(undefined)} />
        ) : (
          <NewTokenForm
            onCreated={(token) => {
              setRevokedName(undefined);
              setCreated(token);
            }}
          />
        )}
        {revokedName && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{T.revoked(revokedName)}</Alert.Title>
          </Alert.Root>
        )}
        <TokenList onRevoked={setRevokedName} />
      </Stack>
    </Box>
  );
}

function NewTokenForm({ onCreated }: { readonly onCreated: (created: CreatedApiToken) => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [lifetime, setLifetime] = useState<string>(String(API_TOKEN_LIFETIMES_DAYS[1]));
  const create = useCreateApiToken();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), scope, expiresInDays: lifetime === NO_EXPIRY ? null : Number(lifetime) },
      {
        onSuccess: (made) => {
          setName('');
          onCreated(made);
        },
      },
    );
  };
  return (
    <Box as="section" aria-labelledby="new-token-title">
      <Heading as="h2" size="lg" mb="3" id="new-token-title">
        {T.createTitle}
      </Heading>
      <form onSubmit={submit}>
        <Stack gap="4" maxW="md">
          <Field.Root required>
            <Field.Label>{T.name}</Field.Label>
            <Input
              value={name}
              maxLength={API_TOKEN_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{T.scope}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={scope}
                onChange={(event) => setScope(event.target.value as ApiTokenScope)}
              >
                {API_TOKEN_SCOPES.map((one) => (
                  <option key={one} value={one}>
                    {T.scopeLabels[one]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{T.lifetime}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={lifetime} onChange={(event) => setLifetime(event.target.value)}>
                {API_TOKEN_LIFETIMES_DAYS.map((days) => (
                  <option key={days} value={String(days)}>
                    {T.lifetimeDays(days)}
                  </option>
                ))}
                <option value={NO_EXPIRY}>{T.noExpiry}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {create.error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{create.error.message}</Alert.Title>
            </Alert.Root>
          )}
          <Box>
            <Button type="submit" colorPalette="blue" loading={create.isPending} disabled={!name.trim()}>
              {T.create}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}

function CreatedToken({
  created,
  onDone,
}: {
  readonly created: CreatedApiToken;
  readonly onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Box as="section" aria-labelledby="created-token-title">
      <Heading as="h2" size="lg" mb="3" id="created-token-title">
        {T.createdTitle}: {created.token.name}
      </Heading>
      <Alert.Root status="warning" mb="3">
        <Alert.Indicator />
        <Alert.Title>{T.shownOnce}</Alert.Title>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        <Input
          readOnly
          aria-label={T.createdTitle}
          value={created.secret}
          fontFamily="mono"
          fontSize="sm"
          maxW="xl"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(created.secret).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? T.copied : T.copy}
        </Button>
        <Button size="sm" onClick={onDone}>
          {T.done}
        </Button>
      </HStack>
    </Box>
  );
}

function TokenList({ onRevoked }: { readonly onRevoked: (name: string) => void }) {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const revokeToken = (token: ApiToken) => revoke.mutate(token, { onSuccess: () => onRevoked(token.name) });
  return (
    <Box as="section" aria-labelledby="token-list-title">
      <Heading as="h2" size="lg" mb="3" id="token-list-title">
        {T.listTitle}
      </Heading>
      {tokens.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{T.failed}</Alert.Title>
          <Alert.Description>{tokens.error.message}</Alert.Description>
        </Alert.Root>
      )}
      {revoke.error && (
        <Alert.Root status="error" role="alert" mb="3">
          <Alert.Indicator />
          <Alert.Title>{revoke.error.message}</Alert.Title>
        </Alert.Root>
      )}
      {tokens.data?.length === 0 && <Text color="fg.muted">{T.empty}</Text>}
      {!!tokens.data?.length && (
        <TableScrollArea label={T.listTitle}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{T.columns.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.columns.scopes}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.columns.created}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.columns.lastUsed}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.columns.expires}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tokens.data.map((token) => (
                <Table.Row key={token.id}>
                  <Table.Cell>{token.name}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      {token.scopes.map((scope) => (
                        <Badge key={scope}>{scope}</Badge>
                      ))}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{when(token.createdAt)}</Table.Cell>
                  <Table.Cell>{token.lastUsedAt ? when(token.lastUsedAt) : T.neverUsed}</Table.Cell>
                  <Table.Cell>{token.expiresAt ? when(token.expiresAt) : T.noExpiryShort}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={T.revokeLabel(token.name)}
                      loading={revoke.isPending && revoke.variables?.id === token.id}
                      onClick={() => revokeToken(token)}
                    >
                      {T.revoke}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
    </Box>
  );
}
