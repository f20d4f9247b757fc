import { useProject } from './projects-api.ts';

/** The project's name once loaded (for breadcrumbs). */
export function ProjectName({ id }: { id: number }) {
  const project = useProject(id);
  return <>{project.data?.name ?? '…'}</>;
}
