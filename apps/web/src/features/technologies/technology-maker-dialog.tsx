import { catalogueMessages, type FileRef, type Technology, type TechnologyMaker } from '@backoffice/contracts';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AttachedFileField } from '../../components/attached-file-field.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions, versionedDeletionOf } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldLabel, fieldProps } from '../../components/form-field.tsx';
import { validateAs } from '../../components/form-validation.ts';
import { notify } from '../../components/notify.ts';
import { numberText, parseNumberText } from '../../components/number-text.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useCompanies } from '../companies/index.ts';
import { type CalcTexts, calcFields, calcTexts, parseCalcTexts } from './calc-fields.ts';
import { readTechnologyMaker, useRemoveTechnologyMaker, useSaveTechnologyMaker } from './technologies-api.ts';

const technologyMakerRequest = contractSchema((contracts) => contracts.technologyMakerRequest);

interface FormValues extends CalcTexts {
  maker: string | null;
  /** '' = none: the technology's counts. */
  serviceLifeYears: string;
  calculationTemplateFile: FileRef | null;
  wordTemplateFile: FileRef | null;
}

const fileId = (file: FileRef | null) => (file ? { id: file.id } : null);

const toRequest = (values: FormValues) => ({
  maker: values.maker ? { id: Number(values.maker) } : null,
  ...parseCalcTexts(values),
  serviceLifeYears: parseNumberText(values.serviceLifeYears),
  calculationTemplateFile: fileId(values.calculationTemplateFile),
  wordTemplateFile: fileId(values.wordTemplateFile),
});

interface TechnologyMakerDialogProps {
  opened: boolean;
  technology: Technology;
  /** The link to edit, or null to add one. */
  link: TechnologyMaker | null;
  /** Makers already listed for the technology: not offered again. */
  linkedIds: number[];
  onClose(): void;
}

const linkValues = (link: TechnologyMaker): FormValues => ({
  maker: String(link.maker.id),
  ...calcTexts(link),
  serviceLifeYears: numberText(link.serviceLifeYears),
  calculationTemplateFile: link.calculationTemplateFile,
  wordTemplateFile: link.wordTemplateFile,
});

function TechnologyMakerForm({ technology, link, linkedIds, onClose }: Omit<TechnologyMakerDialogProps, 'opened'>) {
  const makers = useCompanies('makers');
  const save = useSaveTechnologyMaker(technology.id);
  const remove = useRemoveTechnologyMaker(technology.id);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: link,
    valuesOf: (saved): FormValues =>
      saved
        ? linkValues(saved)
        : // A new link starts from the technology's own values.
          {
            maker: null,
            ...calcTexts(technology),
            serviceLifeYears: '',
            calculationTemplateFile: null,
            wordTemplateFile: null,
          },
    reload: () => readTechnologyMaker(technology.id, link?.maker.id ?? 0),
    display: {
      calculationTemplateFile: (file) => (file as FileRef).name,
      wordTemplateFile: (file) => (file as FileRef).name,
    },
    validate: validateAs(toRequest, technologyMakerRequest),
  });
  const { values, errors } = form;
  const makerData = (makers.data ?? [])
    .filter((maker) => maker.id === link?.maker.id || !linkedIds.includes(maker.id))
    .map((maker) => ({ value: String(maker.id), label: maker.name }));

  const submit = onValidSubmit((formed) => {
    if (!link && !formed.wordTemplateFile) {
      notify.error(catalogueMessages.wordTemplateRequired);
      return;
    }
    const body = stale.versioned(technologyMakerRequest.parse(toRequest(formed)));
    save.submit(form, { makerId: link?.maker.id ?? null, body }, stale.saveOptions({ onSuccess: onClose }));
  });

  const deletion = versionedDeletionOf(
    link && { id: link.maker.id },
    remove,
    catalogueMessages.removeMakerConfirm,
    onClose,
    stale,
  );

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <Select
          label={fieldLabel('Maker', errors.maker)}
          data={makerData}
          value={values.maker}
          onChange={(value) => form.setFieldValue('maker', value)}
          error={errors.maker}
          searchable
          placeholder="Select maker"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {calcFields.map(({ key, label }) => (
            <TextInput key={key} {...fieldProps(form, key, label)} inputMode="decimal" />
          ))}
          <TextInput
            {...fieldProps(form, 'serviceLifeYears', 'Service life (years)')}
            inputMode="numeric"
            description="Empty: the technology's"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <AttachedFileField
            label="Calculation template"
            usage="calculationTemplate"
            value={values.calculationTemplateFile}
            onChange={(file) => form.setFieldValue('calculationTemplateFile', file)}
          />
          <AttachedFileField
            label="Word template"
            usage="docx"
            value={values.wordTemplateFile}
            onChange={(file) => form.setFieldValue('wordTemplateFile', file)}
          />
        </SimpleGrid>
        <FormActions submitting={save.isPending} onCancel={requestClose} deletion={deletion} />
      </Stack>
    </form>
  );
}

/** Add or edit one maker of a technology, with its values and templates; Delete removes the link. */
export function TechnologyMakerDialog({ opened, link, onClose, ...rest }: TechnologyMakerDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={link ? 'Edit Maker' : 'Add Maker'} size="lg">
      {opened && <TechnologyMakerForm key={link?.technologyMakerId ?? 'new'} link={link} onClose={onClose} {...rest} />}
    </FormDialog>
  );
}
