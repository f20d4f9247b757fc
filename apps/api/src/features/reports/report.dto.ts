import { isCompletedStatus, type Report } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import type { FileAccess } from '../files/index.ts';
import { toReportCard } from '../vessels/index.ts';
import type { ReportDetailRow } from './reports.queries.ts';

export async function toReportDto(db: Db, files: FileAccess, row: ReportDetailRow): Promise<Report> {
  return {
    ...toReportCard(row),
    vessel: {
      id: row.vesselId,
      name: row.vesselName,
      vesselType: { id: row.vesselTypeId, name: row.vesselTypeName },
      project: { id: row.projectId, name: row.projectName, customer: { id: row.customerId, name: row.customerName } },
    },
    basedOn: row.basedOnId === null ? null : { id: row.basedOnId, name: row.basedOnName! },
    internalContact: row.contactId === null ? null : { id: row.contactId, fullName: row.contactName! },
    regulatoryImpactPctInEu: row.regulatoryImpactPctInEu,
    regulatoryImpactCarbonRate: row.regulatoryImpactCarbonRate,
    regulatoryImpactStartYear: row.regulatoryImpactStartYear,
    regulatoryImpactNumberOfYears: row.regulatoryImpactNumberOfYears,
    regulatoryImpactDescription: row.regulatoryImpactDescription,
    regulatoryImpactUsdPerEur: row.regulatoryImpactUsdPerEur,
    regulatoryImpactFile: await files.fileRef(db, row.regulatoryImpactFileId),
    isLocked: isCompletedStatus(row.status),
    version: row.version,
    regulatoryImpactVersion: row.regulatoryImpactVersion,
  };
}
