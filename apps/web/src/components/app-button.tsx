import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

export type AppButtonVariant = 'primary' | 'secondary' | 'tertiary';

const colors: Record<AppButtonVariant, string> = { primary: 'green', secondary: 'gray', tertiary: 'red' };

export type AppButtonProps = Omit<ButtonProps, 'variant' | 'color' | 'size'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'color'> & {
    variant?: AppButtonVariant;
    condensed?: boolean;
  };

export function AppButton({ variant = 'primary', condensed = false, type = 'button', ...rest }: AppButtonProps) {
  return (
    <Button {...rest} type={type} color={colors[variant]} variant="filled" size={condensed ? 'compact-sm' : 'sm'} />
  );
}
