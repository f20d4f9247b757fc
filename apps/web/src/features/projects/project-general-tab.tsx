import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmArchive } from '../../components/confirm-archive.tsx';
import { customerPaths } from '../../components/customer-paths.ts';
import { leaveWithoutAsking } from '../../components/unsaved-changes.tsx';
import { VesselCardList } from '../../components/vessel-card.tsx';
import { CreateVesselDialog } from './create-vessel-dialog.tsx';
import { ImportVesselsButton } from './import-vessels-button.tsx';
import { useArchiveProject } from './project-archive-api.ts';
import { ProjectDialog } from './project-dialog.tsx';
import { useLoadedProject } from './project-page.tsx';

type Dialog = 'edit' | 'vessel' | 'archive' | null;

export function ProjectGeneralTab() {
  const project = useLoadedProject();
  const customerId = project.customer.id;
  const navigate = useNavigate();
  const archive = useArchiveProject(customerId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Text c={project.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }} maw={720}>
          {project.description || 'No description'}
        </Text>
        <Group gap="xs">
          <AppButton variant="secondary" leftSection={<IconPencil size={16} />} onClick={() => setDialog('edit')}>
            Edit
          </AppButton>
          <ImportVesselsButton projectId={project.id} customerId={customerId} />
        </Group>
      </Group>
      <Group justify="space-between">
        <Title order={3}>Vessels</Title>
        <AppButton leftSection={<IconPlus size={16} />} onClick={() => setDialog('vessel')}>
          Create Vessel
        </AppButton>
      </Group>
      <VesselCardList
        vessels={project.vessels}
        linkTo={(vessel) => customerPaths.vessel(customerId, project.id, vessel.id)}
      />
      <Group mt="xl">
        <Anchor component="button" type="button" c="red" onClick={() => setDialog('archive')}>
          Archive Project
        </Anchor>
      </Group>
      <ProjectDialog opened={dialog === 'edit'} customerId={customerId} project={project} onClose={close} />
      <CreateVesselDialog
        opened={dialog === 'vessel'}
        projectId={project.id}
        onClose={close}
        onCreated={(vessel) => navigate(customerPaths.vessel(customerId, project.id, vessel.id))}
      />
      <ConfirmArchive
        opened={dialog === 'archive'}
        title="Archive Project"
        archive={() => archive.mutateAsync({ id: project.id, version: project.version })}
        onCancel={close}
        onArchived={() => navigate(customerPaths.customer(customerId), leaveWithoutAsking)}
      />
    </Stack>
  );
}
