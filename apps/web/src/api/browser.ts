/** Full-page navigation, kept apart so it can be replaced in tests. */
export const browser = {
  pathname: (): string => window.location.pathname,
  loadPage: (path: string): void => window.location.assign(path),
};
