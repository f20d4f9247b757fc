import { Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { AppButton, type AppButtonProps } from './app-button.tsx';

export interface ButtonWithDisabledReasonProps extends Omit<AppButtonProps, 'disabled'> {
  /** Why the button is off now; null while it works. */
  disabledReason: string | null;
}

/**
 * A button that is off for a reason the user should learn. A `disabled` button is no Tab stop and shows
 * no tooltip, so keyboard and screen reader users would never learn why. Off, this one stays a Tab stop
 * (`aria-disabled`), looks disabled, does nothing when pressed, shows its reason on hover, focus and touch,
 * and is described by it.
 */
export function ButtonWithDisabledReason({ disabledReason, onClick, ...button }: ButtonWithDisabledReasonProps) {
  const reasonId = useId();
  if (disabledReason === null) return <AppButton {...button} onClick={onClick} />;
  return (
    <>
      <Tooltip label={disabledReason} events={{ hover: true, focus: true, touch: true }}>
        <AppButton
          {...button}
          aria-disabled
          data-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        />
      </Tooltip>
      <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
    </>
  );
}
