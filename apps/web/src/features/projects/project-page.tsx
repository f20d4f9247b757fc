import type { Project } from '@backoffice/contracts';
import { Center, Loader, Stack } from '@mantine/core';
import { Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { customerPaths } from '../../components/customer-paths.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { RouteTabs } from '../../components/route-tabs.tsx';
import { useRecord } from '../../components/use-record.ts';
import { projectBelongsTo } from './project-name.tsx';
import { useProject } from './projects-api.ts';

/** The project page's tabs read the loaded project from here. */
export function useLoadedProject(): Project {
  return useOutletContext<Project>();
}

/** Project details: the project name over the tabs General (…/vessels) and Consumption Rates (…/consumption). */
export function ProjectPage() {
  const params = useParams();
  const customerId = Number(params.customerId);
  const project = useProject(Number(params.projectId));
  const { pathname } = useLocation();

  useRecord(project, (record) => projectBelongsTo(record, customerId));
  if (!project.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const tabs = [
    { value: 'vessels', label: 'General', to: customerPaths.project(customerId, project.data.id) },
    { value: 'consumption', label: 'Consumption Rates', to: customerPaths.projectRates(customerId, project.data.id) },
  ];
  return (
    <Stack gap={0}>
      <PageTitle>{project.data.name}</PageTitle>
      <RouteTabs tabs={tabs} active={pathname.endsWith('/consumption') ? 'consumption' : 'vessels'} />
      <Outlet context={project.data} />
    </Stack>
  );
}
