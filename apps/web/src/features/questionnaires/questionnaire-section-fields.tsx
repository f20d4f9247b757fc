import { Card, Checkbox, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { fieldProps } from '../../components/form-field.tsx';
import type { QuestionnaireFormValues } from './questionnaire-form-values.ts';

type QuestionnaireForm = UseFormReturnType<QuestionnaireFormValues>;

function ItemRow({ form, section, index }: { form: QuestionnaireForm; section: number; index: number }) {
  const item = form.values.formSections[section]!.formItems[index]!;
  const path = `formSections.${section}.formItems.${index}` as const;
  const value = form.getInputProps(`${path}.value`);
  const example = form.getInputProps(`${path}.valueExample`);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{item.title}</Text>
      </Table.Td>
      <Table.Td>
        <TextInput {...value} aria-label={`Value: ${item.title}`} />
      </Table.Td>
      <Table.Td>
        <TextInput {...example} aria-label={`Example: ${item.title}`} />
      </Table.Td>
      <Table.Td>
        <Checkbox {...form.getInputProps(`${path}.hide`, { type: 'checkbox' })} aria-label={`Hide: ${item.title}`} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One questionnaire section: its (required) title and its items' value, example and hide flag. */
export function QuestionnaireSectionFields({ form, index }: { form: QuestionnaireForm; index: number }) {
  const section = form.values.formSections[index]!;
  return (
    <Card component="section" aria-label={`Section ${index + 1}`} withBorder padding="md" radius="md">
      <TextInput {...fieldProps(form, `formSections.${index}.title`, 'Section title')} mb="sm" maw={600} />
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">Request</Table.Th>
              <Table.Th w="32%">Value</Table.Th>
              <Table.Th w="30%">Example</Table.Th>
              <Table.Th w="8%">Hide</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {section.formItems.map((item, itemIndex) => (
              <ItemRow key={item.id} form={form} section={index} index={itemIndex} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
