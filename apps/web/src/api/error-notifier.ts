/** Shows a failed call's message to the user. */
type ErrorNotifier = (message: string) => void;

let notifier: ErrorNotifier = () => {};

/**
 * Sets how a failed call's message is shown: the error toast, handed in at start-up (main.tsx), as
 * api/ sits below the components. Until then a failure shows nothing.
 */
export function setErrorNotifier(next: ErrorNotifier): void {
  notifier = next;
}

export function notifyError(message: string): void {
  notifier(message);
}
