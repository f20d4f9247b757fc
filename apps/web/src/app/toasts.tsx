import { limits } from '@backoffice/contracts';
import { Notifications } from '@mantine/notifications';

/** Where and how long toasts show (loaded with the first toast). */
export function Toasts() {
  return <Notifications position="top-right" autoClose={limits.toastAutoCloseMs} />;
}
