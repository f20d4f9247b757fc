import { limits } from '@backoffice/contracts';
import { Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** A field's help: an info icon with the text in a tooltip. */
export function FieldHelp({ help }: { help: string }) {
  return (
    <Tooltip label={help} openDelay={limits.tooltipOpenDelayMs} withArrow multiline maw={280}>
      <IconInfoCircle size={14} aria-hidden data-testid="field-help" />
    </Tooltip>
  );
}
