import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useMatches } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { crumbsOf, isAdminPage } from './crumbs.ts';

/** Breadcrumbs, shown only when there are two or more. */
export function PageBreadcrumbs() {
  const matches = useMatches();
  const isAdmin = useSession()?.user.isAdmin ?? false;
  const crumbs = crumbsOf(matches);
  if (crumbs.length < 2 || (isAdminPage(matches) && !isAdmin)) return null;
  return (
    <nav aria-label="Breadcrumbs">
      {/* A long name wraps instead of widening the page past a phone's screen. */}
      <Breadcrumbs
        mb="md"
        styles={{
          root: { flexWrap: 'wrap' },
          breadcrumb: { overflowWrap: 'anywhere', minWidth: 0, whiteSpace: 'normal' },
        }}
      >
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
