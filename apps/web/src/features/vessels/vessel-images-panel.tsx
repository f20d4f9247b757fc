import { customerMessages, type Vessel } from '@backoffice/contracts';
import { Card, FileButton, Group, Image, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { acceptFor, useFileUpload } from '../../components/use-file-upload.ts';
import { useUpdateVessel } from './vessels-api.ts';

type Slot = 'vesselImage1' | 'vesselImage2';

function ImageSlot({ vessel, slot, label }: { vessel: Vessel; slot: Slot; label: string }) {
  const { upload, progress } = useFileUpload('image');
  const update = useUpdateVessel(vessel.id);
  const [confirming, setConfirming] = useState(false);
  const reset = useRef<() => void>(null);
  const image = vessel[slot];

  const chosen = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    const uploaded = await upload(file);
    if (uploaded) update.mutate({ [slot]: { id: uploaded.id }, version: vessel.version });
  };

  const clear = () =>
    update.mutate({ [slot]: { id: null }, version: vessel.version }, { onSettled: () => setConfirming(false) });

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Group justify="space-between">
        <Text fw={600}>{label}</Text>
        <Group gap="xs">
          <FileButton onChange={chosen} accept={acceptFor('image')} resetRef={reset}>
            {(props) => (
              <AppButton
                {...props}
                condensed
                variant="secondary"
                leftSection={<IconUpload size={14} />}
                loading={progress !== null || update.isPending}
              >
                Upload
              </AppButton>
            )}
          </FileButton>
          <AppButton condensed variant="tertiary" disabled={!image} onClick={() => setConfirming(true)}>
            Clear
          </AppButton>
        </Group>
      </Group>
      {progress !== null && (
        <Progress.Root size="sm">
          <Progress.Section value={progress} aria-label={`${label} upload`} />
        </Progress.Root>
      )}
      {image?.fileUrl ? (
        <Image src={image.fileUrl} alt={label} h={180} fit="contain" radius="sm" />
      ) : (
        <Text c="dimmed" size="sm">
          No image
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        message={customerMessages.clearImageConfirm}
        loading={update.isPending}
        onConfirm={clear}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** Report Images: two image slots (png, jpg, jpeg, svg) with upload, preview and Clear. */
export function VesselImagesPanel({ vessel }: { vessel: Vessel }) {
  return (
    <Card component="section" aria-label="Report Images" withBorder padding="md" radius="md">
      <CardTitle mb="sm">Report Images</CardTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ImageSlot vessel={vessel} slot="vesselImage1" label="Vessel Image 1" />
        <ImageSlot vessel={vessel} slot="vesselImage2" label="Vessel Image 2" />
      </SimpleGrid>
    </Card>
  );
}
