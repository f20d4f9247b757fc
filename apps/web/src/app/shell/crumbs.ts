import type { ReactNode } from 'react';
import type { Params, UIMatch } from 'react-router';

export interface Crumb {
  /** Text, or a component that shows a loaded name. */
  label: ReactNode;
  to?: string;
}

export interface RouteHandle {
  /** A fixed crumb, or one built from the route's parameters. */
  crumb?: Crumb | ((params: Params) => Crumb);
  /** The route and those under it are admin pages: a User sees nothing of them, breadcrumbs included. */
  adminOnly?: boolean;
}

/** Whether the matched address is an admin page. */
export function isAdminPage(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.adminOnly === true);
}

export function crumbsOf(matches: UIMatch[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const crumb = (match.handle as RouteHandle | undefined)?.crumb;
    if (typeof crumb === 'function') crumbs.push(crumb(match.params));
    else if (crumb) crumbs.push(crumb);
  }
  return crumbs;
}
