import type { Project } from '@backoffice/contracts';
import { useProject } from './projects-api.ts';

/** Whether the project is the customer's (the address names both). */
export function projectBelongsTo(project: Project, customerId: number): boolean {
  return project.customer.id === customerId;
}

/** The project's name once loaded and found to be the customer's (for breadcrumbs). */
export function ProjectName({ customerId, id }: { customerId: number; id: number }) {
  const project = useProject(id).data;
  return <>{project && projectBelongsTo(project, customerId) ? project.name : '…'}</>;
}
