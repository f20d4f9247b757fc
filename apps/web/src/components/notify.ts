import { notifications } from '@mantine/notifications';

/**
 * A toast. Its id is its colour and text, so the same message shown again while its toast is still
 * up (a second click on Save) does not stack a copy over the page.
 */
function show(color: string, message: string, title?: string): void {
  notifications.show({
    id: `${color}:${title ?? ''}:${message}`,
    color,
    message,
    title,
    style: { whiteSpace: 'pre-line' },
  });
}

export const notify = {
  success: (message: string) => show('green', message),
  error: (message: string) => show('red', message),
  warning: (message: string) => show('yellow', message),
  info: (message: string) => show('blue', message),
};
