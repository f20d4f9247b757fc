import { Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../components/form-dialog.tsx';
import { fieldLabel } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import { useCompanies } from '../companies/index.ts';
import { useAddTechnologySupplier } from './technologies-api.ts';

const technologySupplierRequest = contractSchema((contracts) => contracts.technologySupplierRequest);

interface FormValues {
  supplier: string | null;
}

const toRequest = (values: FormValues) => ({ supplier: values.supplier ? { id: Number(values.supplier) } : null });

interface TechnologySupplierDialogProps {
  opened: boolean;
  technologyId: number;
  /** Suppliers already listed for the technology: not offered again. */
  linkedIds: number[];
  onClose(): void;
}

function AddSupplierForm({ technologyId, linkedIds, onClose }: Omit<TechnologySupplierDialogProps, 'opened'>) {
  const suppliers = useCompanies('suppliers');
  const add = useAddTechnologySupplier(technologyId);
  const form = useForm<FormValues>({
    initialValues: { supplier: null },
    validate: validateAs(toRequest, technologySupplierRequest),
  });
  const data = (suppliers.data ?? [])
    .filter((supplier) => !linkedIds.includes(supplier.id))
    .map((supplier) => ({ value: String(supplier.id), label: supplier.name }));

  const submit = form.onSubmit((values) => {
    const { supplier } = technologySupplierRequest.parse(toRequest(values));
    add.submit(form, supplier.id, { onSuccess: onClose });
  }, notifyFormInvalid);

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={fieldLabel('Supplier', form.errors.supplier)}
          data={data}
          value={form.values.supplier}
          onChange={(value) => form.setFieldValue('supplier', value)}
          error={form.errors.supplier}
          searchable
          placeholder="Select supplier"
          nothingFoundMessage="No suppliers to add"
          data-autofocus
        />
        <FormActions submitLabel="Add" submitting={add.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}

/** Add Supplier: one of the suppliers not listed yet. */
export function TechnologySupplierDialog({ opened, onClose, ...rest }: TechnologySupplierDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Add Supplier">
      {opened && <AddSupplierForm onClose={onClose} {...rest} />}
    </FormDialog>
  );
}
