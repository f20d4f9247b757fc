import type { UIMatch } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

export interface RouteHandle {
  crumb?: Crumb;
}

export function crumbsOf(matches: UIMatch[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const crumb = (match.handle as RouteHandle | undefined)?.crumb;
    if (crumb) crumbs.push(crumb);
  }
  return crumbs;
}
