import { Title, type TitleProps } from '@mantine/core';

/**
 * The title of a card or section that sits right under the page's level 2 title: a level 3 heading, so
 * that the headings go down one level at a time, looking as a level 4 one (the size of a card's title).
 */
export function CardTitle(props: Omit<TitleProps, 'order' | 'size'>) {
  return <Title order={3} size="h4" {...props} />;
}
