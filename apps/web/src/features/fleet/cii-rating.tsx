import { Badge, Group, Text } from '@mantine/core';

/** The shades of the IMO rating bands on the report's CII chart: pale, so that the dark letter reads on them. */
const bandColours: Record<string, string> = { A: 'green.3', B: 'lime.2', C: 'yellow.2', D: 'orange.3', E: 'red.3' };

function Rating({ rating }: { rating: string | null }) {
  if (!rating) return <Text span>–</Text>;
  return (
    <Badge radius="sm" bg={bandColours[rating]} c="dark.9" px={6}>
      {rating}
    </Badge>
  );
}

/** A CII rating before and after the package, each letter in its band's colour. */
export function CiiChange({ before, after }: { before: string | null; after: string | null }) {
  if (!before && !after) return '–';
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Rating rating={before} />
      <Text span>→</Text>
      <Rating rating={after} />
    </Group>
  );
}
