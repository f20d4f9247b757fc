import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface ErrorPageProps {
  message: string;
  onRetry(): void;
}

/** A page that failed to load: what went wrong, 'Try again' and the way back. */
export function ErrorPage({ message, onRetry }: ErrorPageProps) {
  return (
    <Stack align="flex-start">
      <Title order={2}>Something went wrong</Title>
      <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
        {message}
      </Text>
      <Group>
        <Button onClick={onRetry}>Try again</Button>
        <Anchor component={Link} to="/">
          Go to the front page
        </Anchor>
      </Group>
    </Stack>
  );
}
