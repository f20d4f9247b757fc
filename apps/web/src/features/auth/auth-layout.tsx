import { Box, Center, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ background: 'url(/media/sea-poster.jpg) center / cover no-repeat, #0b2545' }}>
      <Center mih="100vh" p="md">
        <Paper shadow="md" radius="md" p="xl" w={400} maw="100%" withBorder>
          <Title order={2} mb="xs">
            Back office
          </Title>
          <Title order={4} c="dimmed" fw={500} mb="lg">
            {title}
          </Title>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
