import { notifications } from '@mantine/notifications';

function show(color: string, message: string, title?: string): void {
  notifications.show({ color, message, title, style: { whiteSpace: 'pre-line' } });
}

export const notify = {
  success: (message: string) => show('green', message),
  error: (message: string) => show('red', message),
  warning: (message: string) => show('yellow', message),
  info: (message: string) => show('blue', message),
};
