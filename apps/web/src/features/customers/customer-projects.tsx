import type { CustomerProject } from '@backoffice/contracts';
import { Anchor, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { customerPaths } from '../../components/customer-paths.ts';
import { VesselCardList } from '../../components/vessel-card.tsx';
import { ProjectDialog } from '../projects/index.ts';
import { useCustomerProjects } from './customers-api.ts';

function ProjectCard({ customerId, project }: { customerId: number; project: CustomerProject }) {
  return (
    <Card withBorder padding="md" radius="md" data-testid="project-card">
      <Anchor component={Link} to={customerPaths.project(customerId, project.id)} fw={600} size="lg">
        {project.name}
      </Anchor>
      {project.description && (
        <Text size="sm" c="dimmed" mb="sm" style={{ whiteSpace: 'pre-line' }}>
          {project.description}
        </Text>
      )}
      <VesselCardList
        vessels={project.vessels}
        linkTo={(vessel) => customerPaths.vessel(customerId, project.id, vessel.id)}
      />
    </Card>
  );
}

/** The customer's projects, one card each with its vessels, and 'Create Project'. */
export function CustomerProjects({ customerId }: { customerId: number }) {
  const navigate = useNavigate();
  const projects = useCustomerProjects(customerId);
  const [creating, setCreating] = useState(false);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Projects</Title>
        <AppButton leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create Project
        </AppButton>
      </Group>
      {projects.isLoading && (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
      {projects.data?.length === 0 && <Text c="dimmed">No projects</Text>}
      {projects.data?.map((project) => (
        <ProjectCard key={project.id} customerId={customerId} project={project} />
      ))}
      <ProjectDialog
        opened={creating}
        customerId={customerId}
        project={null}
        onClose={() => setCreating(false)}
        onSaved={(project) => navigate(customerPaths.project(customerId, project.id))}
      />
    </Stack>
  );
}
