import type { IncludedTechnology } from '@backoffice/contracts';
import { Box, Group, Text } from '@mantine/core';

type Technology = IncludedTechnology['technology'];

/** The technology's icon and name; in a solution design a green dot when the screening report has it too. */
export function TechnologyCell({ technology, inScreening }: { technology: Technology; inScreening?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {technology.icon?.fileUrl && (
        <img src={technology.icon.fileUrl} alt="" width={24} height={24} style={{ objectFit: 'contain' }} />
      )}
      <Text size="sm">{technology.name}</Text>
      {inScreening && (
        <Box
          role="img"
          aria-label="Included in the screening report"
          title="Included in the screening report"
          w={10}
          h={10}
          bg="green.6"
          style={{ borderRadius: '50%', flex: 'none' }}
        />
      )}
    </Group>
  );
}
