import { limits } from '@backoffice/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Where and how long toasts show (loaded with the first toast). On a phone they come from the
 * bottom: at the top they would cover the header's Log out and menu.
 */
export function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} autoClose={limits.toastAutoCloseMs} />;
}
