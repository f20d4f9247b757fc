import { type FleetResponse, moneyUnits, formatNumber as n } from '@backoffice/contracts';
import { Stack, Text } from '@mantine/core';

const eur = moneyUnits.etsCost;

/** FuelEU Maritime with the vessels pooled, beside the sum of the penalties each vessel would pay alone. */
export function FleetPool({ pool, totals }: Pick<FleetResponse, 'pool' | 'totals'>) {
  if (!pool) return null;
  const line = (balance: number, penalty: number) => `balance ${n(balance)} t CO2e, penalty ${n(penalty)} ${eur}`;
  return (
    <Stack gap={4} component="section" aria-label="FuelEU Maritime pooling">
      <Text fw={600}>FuelEU Maritime {pool.year} if pooled (Article 21)</Text>
      <Text size="sm">Before the package: {line(pool.complianceBalanceBefore, pool.penaltyBefore)}</Text>
      <Text size="sm">After the package: {line(pool.complianceBalanceAfter, pool.penaltyAfter)}</Text>
      <Text size="sm" c="dimmed">
        Each vessel on its own: penalties of {n(totals.fuelEuPenaltyBefore)} {eur} before and{' '}
        {n(totals.fuelEuPenaltyAfter)} {eur} after the package.
      </Text>
    </Stack>
  );
}
