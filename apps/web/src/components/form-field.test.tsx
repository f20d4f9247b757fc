import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldLabel, fieldProps } from './form-field.tsx';

function NameForm() {
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value: string) => (value ? null : '*') },
  });
  return (
    <form onSubmit={form.onSubmit(() => {})}>
      <TextInput {...fieldProps(form, 'name', 'Name', 'The name as printed on reports')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FieldLabel', () => {
  it('shows the plain label without an error', () => {
    render(
      <MantineProvider>
        <FieldLabel label="Name" />
      </MantineProvider>,
    );
    expect(screen.getByText('Name')).not.toHaveAttribute('data-error');
    expect(screen.queryByText(/\(\*\)/)).toBeNull();
  });

  it('turns red and adds the (*) marker on error', () => {
    render(
      <MantineProvider>
        <FieldLabel label="Name" error />
      </MantineProvider>,
    );
    const label = screen.getByText('Name (*)');
    expect(label).toHaveAttribute('data-error', 'true');
    expect(label.style.color).toContain('red');
  });
});

describe('fieldProps', () => {
  it('marks the label and shows the message under the field after a failed submit, and clears it on input', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <NameForm />
      </MantineProvider>,
    );
    const input = screen.getByRole('textbox', { name: /^Name/ });
    expect(screen.queryByText('Name (*)')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name (*)')).toBeInTheDocument();
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, 'Njord');
    expect(screen.queryByText('Name (*)')).toBeNull();
    expect(screen.getByText('Name')).toBeInTheDocument();
  });

  it('shows the help text in a tooltip on hover', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <NameForm />
      </MantineProvider>,
    );
    await user.hover(await screen.findByTestId('field-help'));
    expect(await screen.findByText('The name as printed on reports')).toBeInTheDocument();
  });
});
