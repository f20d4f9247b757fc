import type { User } from '@backoffice/contracts';
import { Card, Group, PasswordInput, Select, type SelectProps, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldLabel, fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useDepartments } from '../departments/index.ts';
import { useReloadMe, useUpdateProfile } from './profile-api.ts';

const updateProfileRequest = contractSchema((contracts) => contracts.updateProfileRequest);

interface ProfileFormValues {
  fullName: string;
  email: string;
  phone: string;
  title: string;
  department: { id: number } | null;
  /** Asked for only while the e-mail address differs from the saved one. */
  currentPassword: string;
}

function profileValues(user: User): ProfileFormValues {
  return {
    fullName: user.fullName,
    email: user.email,
    phone: user.phone ?? '',
    title: user.title ?? '',
    department: user.department ? { id: user.department.id } : null,
    currentPassword: '',
  };
}

/** One's own profile; a save made after an admin changed it shows as a stale save, with Reload. */
export function ProfileForm({ user }: { user: User }) {
  const departments = useDepartments();
  const update = useUpdateProfile();
  const departmentData = (departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: user,
    valuesOf: profileValues,
    reload: useReloadMe(),
    display: {
      department: (value) => departmentData.find((d) => d.value === String((value as { id: number }).id))?.label ?? '',
    },
    validate: validateWith(updateProfileRequest),
    guardsPage: true,
    resetsToSaved: true,
  });

  const emailChanged = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const submit = onValidSubmit((values) => {
    const { currentPassword, ...profile } = values;
    update.submit(
      form,
      stale.versioned(updateProfileRequest.parse(emailChanged ? { ...profile, currentPassword } : profile)),
      stale.saveOptions(),
    );
  });

  // The other person's department under the select after a stale save's Reload (the select is no form input).
  const { description, inputWrapperOrder } = form.getInputProps('department') as Pick<
    SelectProps,
    'description' | 'inputWrapperOrder'
  >;

  return (
    <Card withBorder padding="lg">
      <CardTitle mb="md">Profile</CardTitle>
      <form onSubmit={submit} noValidate>
        <Stack>
          <StaleSaveNotice stale={stale} form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...fieldProps(form, 'fullName', 'Full Name')} autoComplete="name" />
            <TextInput {...fieldProps(form, 'email', 'E-mail')} type="email" autoComplete="email" />
            <TextInput {...fieldProps(form, 'phone', 'Phone')} autoComplete="tel" />
            <TextInput {...fieldProps(form, 'title', 'Title')} />
            <Select
              label={fieldLabel('Department', form.errors.department)}
              data={departmentData}
              value={form.values.department ? String(form.values.department.id) : null}
              onChange={(value) => form.setFieldValue('department', value ? { id: Number(value) } : null)}
              error={form.errors.department}
              searchable
              placeholder="Select department"
              description={description}
              inputWrapperOrder={inputWrapperOrder}
            />
            {emailChanged && (
              <PasswordInput
                {...fieldProps(form, 'currentPassword', 'Current password')}
                description="Needed to change your e-mail address"
                autoComplete="current-password"
              />
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <AppButton type="submit" loading={update.isPending}>
              Save
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
