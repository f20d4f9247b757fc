import { customerMessages } from '@backoffice/contracts';
import { List, Loader, Paper, Text } from '@mantine/core';
import { useQuestionnaireConsumptions } from './vessel-forms-api.ts';

const shown = (value: string | null) => (value?.trim() ? value : '-');

/** The yellow box: the questionnaire's consumption entries as 'title: value' (or a dash), in the order given. */
export function VesselQuestionnaireBox({ vesselId }: { vesselId: number }) {
  const entries = useQuestionnaireConsumptions(vesselId);

  return (
    <Paper bg="yellow.1" p="sm" mb="md" radius="sm" role="group" aria-label="Questionnaire consumption data">
      <Text size="sm">{customerMessages.questionnaireConsumptionBox}</Text>
      {entries.isLoading && <Loader size="xs" mt="xs" aria-label="Loading questionnaire consumption data" />}
      {entries.data && entries.data.length > 0 && (
        <List size="sm" mt="xs" spacing={2} aria-label="Questionnaire consumption entries">
          {entries.data.map((entry) => (
            <List.Item key={entry.id} style={{ whiteSpace: 'pre-line' }}>
              {`${entry.title}: ${shown(entry.value)}`}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
