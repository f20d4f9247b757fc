import type { CreateUserRequest, Role, UpdateUserRequest, User } from '@backoffice/contracts';
import { Group, PasswordInput, Select, type SelectProps, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SaveOptions } from '../../api/use-api-mutation.ts';
import { AppButton } from '../../components/app-button.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldLabel, fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import type { ServerErrorForm } from '../../components/server-errors.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useCurrentUser } from '../../session/session-store.ts';
import { useDepartments } from '../departments/index.ts';
import { roleLabel, roleOptions } from './role-options.ts';

const createUserRequest = contractSchema((contracts) => contracts.createUserRequest);
const updateUserRequest = contractSchema((contracts) => contracts.updateUserRequest);

interface UserFormValues {
  fullName: string;
  email: string;
  phone: string;
  title: string;
  department: { id: number } | null;
  role: Role | null;
  password: string;
}

function userFormValues(user?: User): UserFormValues {
  return {
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    title: user?.title ?? '',
    department: user?.department ? { id: user.department.id } : null,
    role: user?.role ?? null,
    password: '',
  };
}

type UserFormProps =
  | {
      mode: 'create';
      user?: undefined;
      reload?: undefined;
      onSubmit(body: CreateUserRequest, form: ServerErrorForm): void;
      submitting: boolean;
      actions?: ReactNode;
    }
  | {
      mode: 'edit';
      user: User;
      /** Reads the user afresh (a stale save's Reload). */
      reload(): Promise<User>;
      /** Sends the body with the version of the user edited; `options` take a stale save's 409 and the saved user. */
      onSubmit(body: UpdateUserRequest, form: ServerErrorForm, options: SaveOptions<User, UpdateUserRequest>): void;
      submitting: boolean;
      actions?: ReactNode;
    };

const notEditing = () => Promise.reject(new Error('Nothing to reload: no user is edited'));

/** The other person's pick under a select after a stale save's Reload (a select is no form input). */
type NoteProps = Pick<SelectProps, 'description' | 'inputWrapperOrder'>;

export function UserForm(props: UserFormProps) {
  const signedIn = useCurrentUser();
  const departments = useDepartments();
  const ownRecord = props.mode === 'edit' && props.user.id === signedIn?.id;
  const schema = props.mode === 'create' ? createUserRequest : updateUserRequest;
  const departmentData = (departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: props.user,
    valuesOf: userFormValues,
    reload: props.reload ?? notEditing,
    display: {
      department: (value) => departmentData.find((d) => d.value === String((value as { id: number }).id))?.label ?? '',
      role: (value) => roleLabel(value as number),
    },
    validate: validateWith(schema),
    guardsPage: true,
    resetsToSaved: true,
  });

  const submit = onValidSubmit((values) => {
    if (props.mode === 'create') props.onSubmit(createUserRequest.parse(values), form);
    else props.onSubmit(stale.versioned(updateUserRequest.parse(values)), form, stale.saveOptions<UpdateUserRequest>());
  });

  const { errors, values } = form;
  const noteOf = (field: 'department' | 'role') => {
    const { description, inputWrapperOrder } = form.getInputProps(field) as NoteProps;
    return { description, inputWrapperOrder };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        <StaleSaveNotice stale={stale} form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...fieldProps(form, 'fullName', 'Full Name')} autoComplete="off" />
          <TextInput {...fieldProps(form, 'email', 'E-mail')} type="email" autoComplete="off" />
          <TextInput {...fieldProps(form, 'phone', 'Phone')} autoComplete="off" />
          <TextInput {...fieldProps(form, 'title', 'Title')} autoComplete="off" />
          <Select
            label={fieldLabel('Department', errors.department)}
            data={departmentData}
            value={values.department ? String(values.department.id) : null}
            onChange={(value) => form.setFieldValue('department', value ? { id: Number(value) } : null)}
            error={errors.department}
            searchable
            placeholder="Select department"
            {...noteOf('department')}
          />
          <Select
            label={fieldLabel('Role', errors.role)}
            data={roleOptions(signedIn?.role, values.role)}
            value={values.role === null ? null : String(values.role)}
            onChange={(value) => form.setFieldValue('role', value === null ? null : (Number(value) as Role))}
            error={errors.role}
            disabled={ownRecord}
            placeholder="Select role"
            {...noteOf('role')}
          />
          <PasswordInput
            {...fieldProps(
              form,
              'password',
              'Password',
              props.mode === 'edit' ? 'Leave empty to keep the current password.' : undefined,
            )}
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Group>{props.actions}</Group>
          <AppButton type="submit" loading={props.submitting}>
            {props.mode === 'create' ? 'Create User' : 'Save'}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
