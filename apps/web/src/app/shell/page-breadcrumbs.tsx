import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useMatches } from 'react-router';
import { crumbsOf } from './crumbs.ts';

/** Breadcrumbs, shown only when there are two or more. */
export function PageBreadcrumbs() {
  const crumbs = crumbsOf(useMatches());
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumbs">
      <Breadcrumbs mb="md">
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <Anchor key={crumb.to ?? index} component={Link} to={crumb.to} size="sm">
              <Suspense fallback="…">{crumb.label}</Suspense>
            </Anchor>
          ) : (
            <Text key={crumb.to ?? index} size="sm" c="dimmed">
              <Suspense fallback="…">{crumb.label}</Suspense>
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
