import {
  type FleetFigures,
  type FleetVessel,
  formatPayback,
  formatScore,
  isCompletedStatus,
  moneyUnits,
  formatNumber as n,
  reportStatusLabels,
} from '@backoffice/contracts';
import { Anchor, Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { customerPaths } from '../../components/customer-paths.ts';
import { CiiChange } from './cii-rating.tsx';

/** A vessel of the table: one with a report. */
export type FleetRow = FleetVessel & { report: NonNullable<FleetVessel['report']> };

export interface FleetColumn {
  key: string;
  header: string;
  /** What the column sorts by; null sorts last either way. */
  sortValue(row: FleetRow): number | string | null;
  cell(row: FleetRow, customerId: number): ReactNode;
  /** The totals row's cell. */
  total?(totals: FleetFigures): ReactNode;
  numeric?: boolean;
}

type Figure = keyof FleetFigures;

function figure(key: Figure, header: string): FleetColumn {
  return {
    key,
    header,
    sortValue: (row) => row[key],
    cell: (row) => n(row[key]),
    total: (totals) => n(totals[key]),
    numeric: true,
  };
}

/** A payback in words where a number would mislead; '–' where the row has no figures at all. */
const payback = (figures: FleetFigures) => (figures.totalInvestment === null ? '–' : formatPayback(figures.pbtInYears));

const co2Saved = (figures: FleetFigures) =>
  figures.co2ReductionInPct === null
    ? n(figures.co2ReductionInMt)
    : `${n(figures.co2ReductionInMt)} (${n(figures.co2ReductionInPct)} %)`;

/** The report's name, with its status after it (on the name's last line) when it is not completed. */
function ReportCell({ row, customerId }: { row: FleetRow; customerId: number }) {
  return (
    <>
      <Anchor component={Link} to={customerPaths.report(customerId, row.project.id, row.vessel.id, row.report)}>
        {row.report.name}
      </Anchor>
      {!isCompletedStatus(row.report.status) && (
        <Badge variant="light" color="gray" tt="none" ml={6} style={{ verticalAlign: 'middle' }}>
          {reportStatusLabels[row.report.status]}
        </Badge>
      )}
    </>
  );
}

/** The table's columns; each money column names its currency. */
export function fleetColumns(year: number): FleetColumn[] {
  const eur = moneyUnits.etsCost;
  return [
    {
      key: 'vessel',
      header: 'Vessel',
      sortValue: (row) => row.vessel.name,
      cell: (row, customerId) => (
        <Anchor component={Link} to={customerPaths.vessel(customerId, row.project.id, row.vessel.id)}>
          {row.vessel.name}
        </Anchor>
      ),
      total: () => 'Total',
    },
    {
      key: 'report',
      header: 'Report',
      sortValue: (row) => row.report.name,
      cell: (row, customerId) => <ReportCell row={row} customerId={customerId} />,
    },
    figure('baselineFuelInMt', 'Baseline fuel (MT)'),
    {
      key: 'co2ReductionInMt',
      header: 'CO2 saved (t, %)',
      sortValue: (row) => row.co2ReductionInMt,
      cell: co2Saved,
      total: co2Saved,
      numeric: true,
    },
    figure('totalInvestment', `Investment (${moneyUnits.investment})`),
    figure('yearlyFuelCostSaving', `Yearly fuel cost saving (${moneyUnits.investment})`),
    { ...figure('pbtInYears', 'Payback (years)'), cell: payback, total: payback },
    {
      key: 'njordScore',
      header: 'Njord score',
      sortValue: (row) => row.njordScore,
      cell: (row) => (row.njordScore === null ? '–' : formatScore(row.njordScore)),
      numeric: true,
    },
    {
      key: 'cii',
      header: `CII ${year} before → after`,
      sortValue: (row) => row.ciiRatingAfter,
      cell: (row) => <CiiChange before={row.ciiRatingBefore} after={row.ciiRatingAfter} />,
      numeric: true,
    },
    figure('etsCostBefore', `ETS cost ${year} before (${eur})`),
    figure('etsCostAfter', `ETS cost ${year} after (${eur})`),
    figure('fuelEuPenaltyBefore', `FuelEU penalty ${year} before (${eur})`),
    figure('fuelEuPenaltyAfter', `FuelEU penalty ${year} after (${eur})`),
  ];
}
