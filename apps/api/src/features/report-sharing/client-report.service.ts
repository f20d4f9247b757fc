import {
  type CalculatedResultsResponse,
  type ClientReport,
  type ClientReportTechnology,
  type FileDto,
  type IncludedTechnology,
  messages,
} from '@backoffice/contracts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { ShipOwnerPrincipal } from '../../plugins/auth.ts';
import { getCompanyProfile } from '../company-profile/index.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { shipOwner } from '../history/index.ts';
import { getReport, includedTechnologiesWithResults, recordShipOwnerVisit } from '../reports/index.ts';
import { findActiveUser } from '../users/index.ts';
import { exportReportAsDocx, exportReportAsPdf } from '../word-export/index.ts';
import { reportLinkOpens } from './report-link.service.ts';

/** The report a shared report's token opens; a form's token opens none (403). */
function sharedReportOf(owner: ShipOwnerPrincipal): number {
  if (owner.form !== 'report') throw forbidden(messages.forbidden);
  return owner.formId;
}

/** An included technology as the ship owner reads it: its savings, investment, payback and maker, never its notes. */
function technologyOf(included: IncludedTechnology, results: CalculatedResultsResponse): ClientReportTechnology {
  const finance = results.canCalculate
    ? results.calcFinances.finances.find((row) => row.technology.id === included.technology.id)
    : undefined;
  const fixed = included.vesselTechnologyFixedConsumptionSavings.reduce((sum, f) => sum + f.fixedCalcSavingsInMt, 0);
  const investment = [included.calcEquipmentCost.value, included.calcInstallationCost.value];
  return {
    id: included.id,
    name: included.technology.name,
    savingsCategory: included.technology.savingsCategory.name,
    calcSavings: fixed > 0 ? null : included.calcSavings.value,
    fixedSavingsInMt: fixed > 0 ? fixed : null,
    fuelSavingsInMt: included.calcSavingsInMt.value,
    totalInvestment: finance?.totalInvestment ?? investment.reduce<number>((sum, v) => sum + (v ?? 0), 0),
    pbtInYears: finance?.pbtInYears ?? null,
    maker: included.technologyMaker?.name ?? null,
  };
}

/** GET client/report: the shared report as its ship owner may see it (clientReport's fields only). */
export async function getClientReport(deps: FeatureDeps, owner: ShipOwnerPrincipal): Promise<ClientReport> {
  const reportId = sharedReportOf(owner);
  const report = await getReport(deps, reportId);
  const { included, results } = await includedTechnologiesWithResults(deps, reportId);
  const profile = await getCompanyProfile(deps);
  const contact = report.internalContact && (await findActiveUser(deps.db, report.internalContact.id));
  return {
    company: {
      name: profile.name,
      logo: profile.logo,
      brandColour: profile.brandColour,
      website: profile.website,
      timeZone: profile.timeZone,
    },
    name: report.name,
    type: report.type,
    date: report.statusChangedOn,
    vessel: { name: report.vessel.name, vesselType: report.vessel.vesselType.name },
    contact: contact ? { fullName: contact.fullName, email: contact.email } : null,
    technologies: included.map((row) => technologyOf(row, results)),
    results,
  };
}

/**
 * POST client/report/export-as-pdf and …/export-as-docx: the document staff export, kept in the report
 * files as theirs are; the report's history says the ship owner downloaded it. Sharing stopped while the
 * document was made: 401, and the ship owner gets nothing.
 */
export async function exportClientReport(
  deps: FeatureDeps,
  owner: ShipOwnerPrincipal,
  format: 'pdf' | 'docx',
): Promise<FileDto> {
  const reportId = sharedReportOf(owner);
  const file =
    format === 'pdf' ? await exportReportAsPdf(deps, reportId, null) : await exportReportAsDocx(deps, reportId, null);
  if (!(await reportLinkOpens(deps.db, owner))) throw unauthorized(messages.unauthorized);
  await deps.db.transaction((tx) =>
    recordShipOwnerVisit(tx, shipOwner, reportId, { action: 'downloaded', document: file.name }),
  );
  return file;
}
