import type { IncludedTechnology, Report, ReportAvailableTechnology } from '@backoffice/contracts';
import { Stack, Title } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useShownInTransition } from '../../../components/render-in-transition.tsx';
import { useFocusReturnAfter } from '../../../components/use-focus-return-after.ts';
import { AvailableTechnologiesTable } from './available-technologies-table.tsx';
import { IncludedTechnologiesTable } from './included-technologies-table.tsx';
import { useAvailableTechnologies, useIncludedTechnologies } from './report-technologies-api.ts';
import type { SavingsTarget } from './savings-form-values.ts';
import { useFocusAfterAdd } from './use-focus-after-add.ts';

// The savings form (with uploads and the what-if) loads with the first Add or Edit, not with the page.
const SavingsDialog = lazy(() => import('./savings-dialog.tsx').then((module) => ({ default: module.SavingsDialog })));

/** The report's included technologies and the ones that can be added, with the savings form. */
export function ReportTechnologiesSection({ report }: { report: Report }) {
  const included = useIncludedTechnologies(report.id);
  const available = useAvailableTechnologies(report.id);
  const [target, setTarget] = useState<SavingsTarget | null>(null);
  // The dialog is mounted only while open: on its close, focus goes back to the Add or Edit button,
  // and after an Add, whose button has gone, to the next one (useFocusAfterAdd).
  useFocusReturnAfter(target !== null);
  const section = useRef<HTMLDivElement>(null);
  const includedHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterAdd = useFocusAfterAdd(available.data, section, includedHeading);
  const solutionDesign = report.type === 1;
  // Both tables (with their notes, an editor each) are shown together and first in a transition.
  const shown = useShownInTransition(!included.isPending && !available.isPending);

  return (
    <Stack gap="xl" ref={section}>
      <Stack gap="xs">
        <Title order={3} ref={includedHeading} tabIndex={-1}>
          {solutionDesign ? 'Solution design technologies' : 'Included technologies'}
        </Title>
        <IncludedTechnologiesTable
          report={report}
          rows={shown ? included.data : undefined}
          loading={!shown}
          onEdit={(row: IncludedTechnology) => setTarget({ kind: 'edit', included: row })}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3}>Available technologies</Title>
        <AvailableTechnologiesTable
          rows={shown ? available.data : undefined}
          loading={!shown}
          locked={report.isLocked}
          onAdd={(row: ReportAvailableTechnology) => {
            focusAfterAdd.opening(row.technology.id);
            setTarget({ kind: 'add', available: row });
          }}
        />
      </Stack>
      {target && (
        <Suspense fallback={null}>
          <SavingsDialog
            report={report}
            target={target}
            onAdded={focusAfterAdd.added}
            onClose={() => setTarget(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
