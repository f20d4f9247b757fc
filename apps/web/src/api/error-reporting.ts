type Reporter = (error: unknown) => void;

const consoleReporter: Reporter = (error) => console.error(error);
let reporter: Reporter = consoleReporter;

/** Replaces where failures are sent (for example an error-reporting service). */
export function setErrorReporter(next: Reporter | null): void {
  reporter = next ?? consoleReporter;
}

export function reportError(error: unknown): void {
  reporter(error);
}
