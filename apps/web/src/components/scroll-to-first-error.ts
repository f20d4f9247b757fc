/**
 * Brings the first field in error into view and focuses it, once the errors are drawn (their fields
 * are marked a render after the errors are set, so it looks again a few times): in `root` (the form),
 * else in the dialog on top, else in the page.
 */
export function scrollToFirstError(root?: Element | null, tries = 10): void {
  setTimeout(
    () => {
      // A test's page may be gone by the time this runs.
      if (typeof document === 'undefined') return;
      const dialogs = document.querySelectorAll('[role="dialog"]');
      const within = root?.isConnected ? root : (dialogs[dialogs.length - 1] ?? document);
      const field = within.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (field) {
        field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        field.focus({ preventScroll: true });
      } else if (tries > 1) scrollToFirstError(root, tries - 1);
    },
    tries === 10 ? 0 : 30,
  );
}
