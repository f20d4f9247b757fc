import { Box, Center, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The card of the signed-out pages: the product's name as their banner, the page's title and form as
 * their main landmark; the headings go down one level (the title looks as before, a level 4 heading).
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ background: 'url(/media/sea-poster.jpg) center / cover no-repeat, #0b2545' }}>
      <Center mih="100vh" p="md">
        <Paper shadow="md" radius="md" p="xl" w={400} maw="100%" withBorder>
          <header>
            <Title order={2} mb="xs">
              Back office
            </Title>
          </header>
          <main>
            <Title order={3} size="h4" c="dimmed" fw={500} mb="lg">
              {title}
            </Title>
            {children}
          </main>
        </Paper>
      </Center>
    </Box>
  );
}
