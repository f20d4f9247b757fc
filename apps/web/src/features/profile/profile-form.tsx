import type { User } from '@backoffice/contracts';
import { Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppButton } from '../../components/app-button.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldLabel, fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { useDepartments } from '../departments/departments-api.ts';
import { useUpdateProfile } from './profile-api.ts';

const updateProfileRequest = contractSchema((contracts) => contracts.updateProfileRequest);

interface ProfileFormValues {
  fullName: string;
  email: string;
  phone: string;
  title: string;
  department: { id: number } | null;
}

function profileValues(user: User): ProfileFormValues {
  return {
    fullName: user.fullName,
    email: user.email,
    phone: user.phone ?? '',
    title: user.title ?? '',
    department: user.department ? { id: user.department.id } : null,
  };
}

export function ProfileForm({ user }: { user: User }) {
  const departments = useDepartments();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    initialValues: profileValues(user),
    validate: validateWith(updateProfileRequest),
  });

  const submit = form.onSubmit((values) => {
    update.submit(form, updateProfileRequest.parse(values));
  }, notifyFormInvalid);

  const departmentData = (departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));

  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="md">
        Profile
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
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
            />
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
