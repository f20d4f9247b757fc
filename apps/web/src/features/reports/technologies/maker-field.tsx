import { type CalcValueKey, formatNumber, type TechnologyMaker } from '@backoffice/contracts';
import { Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fieldLabel } from '../../../components/form-field.tsx';
import { parseNumberText } from '../../../components/number-text.ts';
import { useSession } from '../../../session/session-store.ts';
import { fiveKeys } from './savings-form-values.ts';

const noMakerYet = 'No maker for this technology yet';

/** The maker's five values, as a consultant reads them before taking them. */
const valueParts = (link: TechnologyMaker) => [
  `savings ${formatNumber(link.calcSavings)} %`,
  `confidence interval ± ${formatNumber(link.calcConfidenceInterval)} %`,
  `equipment ${formatNumber(link.calcEquipmentCost)} USD`,
  `installation ${formatNumber(link.calcInstallationCost)} USD`,
  `operation ${formatNumber(link.calcOperationCost)} USD per year`,
];

/** Whether the form shows the maker's values already (Savings (%) aside while fixed MT savings hold it at 0). */
function showsValuesOf(link: TechnologyMaker, values: Record<CalcValueKey, string>, fixed: boolean) {
  return fiveKeys.every((key) => (key === 'calcSavings' && fixed) || parseNumberText(values[key]) === link[key]);
}

export interface MakerFieldProps {
  technology: { id: number; name: string };
  /** The technology's makers; undefined while they load. */
  makers: TechnologyMaker[] | undefined;
  /** The chosen maker's id as text, or null. */
  value: string | null;
  error?: ReactNode;
  /** The form's five values, to tell whether the maker's differ. */
  values: Record<CalcValueKey, string>;
  /** Fixed MT savings hold Savings (%) at 0. */
  fixed: boolean;
  onChange(value: string | null): void;
  /** Fills the savings and costs with the maker's values. */
  onUseValues(link: TechnologyMaker): void;
}

/**
 * The technology maker select. Choosing a maker leaves the savings and costs as they are and offers
 * the maker's values with a button; a technology without makers says so (with a link to its makers in
 * the catalogue for admins).
 */
export function MakerField({
  technology,
  makers,
  value,
  error,
  values,
  fixed,
  onChange,
  onUseValues,
}: MakerFieldProps) {
  const isAdmin = useSession()?.user.isAdmin ?? false;
  const none = makers !== undefined && makers.length === 0;
  const chosen = makers?.find((link) => String(link.maker.id) === value) ?? null;
  const description = none ? (
    <>
      {noMakerYet}
      {isAdmin && (
        <>
          {' · '}
          <Anchor component={Link} to={`/technologies/${technology.id}/makers`} size="xs">
            Add a maker to {technology.name} in the catalogue
          </Anchor>
        </>
      )}
    </>
  ) : undefined;
  return (
    <Stack gap={6}>
      <Select
        label={fieldLabel('Technology maker', error)}
        data={(makers ?? []).map((link) => ({ value: String(link.maker.id), label: link.maker.name }))}
        value={value}
        onChange={onChange}
        error={error}
        description={description}
        placeholder={none ? 'None' : 'Select maker'}
        disabled={none && value === null}
        clearable
        searchable
      />
      {chosen && !showsValuesOf(chosen, values, fixed) && (
        <Paper withBorder p="xs" radius="sm" role="group" aria-label={`${chosen.maker.name}'s values`}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed" style={{ flex: '1 1 14rem' }}>
              {chosen.maker.name}: {valueParts(chosen).join(', ')}
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => onUseValues(chosen)}>
              Use {chosen.maker.name}'s values
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
