import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
} from 'react';
import { useBlocker } from 'react-router';

/** While `active`, closing or reloading the tab makes the browser ask first (it shows its own text). */
export function useBeforeUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set; every browser shows its own text.
      event.returnValue = 'unsaved changes';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * A navigation after a save or a delete, whose changes are no longer the user's to lose:
 * `navigate(to, leaveWithoutAsking)`.
 */
export const leaveWithoutAsking = { state: { leaveWithoutAsking: true } };

const leavesWithoutAsking = (state: unknown) =>
  typeof state === 'object' && state !== null && 'leaveWithoutAsking' in state;

// Loaded when first asked: the shell, which every staff page loads, holds neither the dialog nor
// the messages.
const LazyLeaveQuestion = lazy(() => import('./leave-question.tsx').then((m) => ({ default: m.LeaveQuestion })));

/** Asks whether to leave the page without saving: Leave or Stay. */
export function LeaveQuestion(props: { onLeave(): void; onStay(): void }) {
  return (
    <Suspense fallback={null}>
      <LazyLeaveQuestion {...props} />
    </Suspense>
  );
}

/**
 * While `dirty`, leaving the page (in-app navigation, closing or reloading the tab) asks first.
 * One per route tree: the router allows a single blocker.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useBeforeUnloadWarning(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirty &&
      // Only the navigation that carries it: going Back to that entry later still asks.
      !(historyAction !== 'POP' && leavesWithoutAsking(nextLocation.state)) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  if (blocker.state !== 'blocked') return null;
  return <LeaveQuestion onLeave={() => blocker.proceed?.()} onStay={() => blocker.reset?.()} />;
}

const PageChangesContext = createContext<((form: string, dirty: boolean) => void) | null>(null);
const PageHasChangesContext = createContext(false);

/**
 * Around the shell: while any form of the page holds changes (`useUnsavedChanges`), leaving the
 * page asks first, and `usePageHasChanges` answers true (for Log out, which asks before it signs out).
 */
export function PageChangesGuard({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((form: string, dirty: boolean) => {
    setDirtyForms((current) => {
      if (current.has(form) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  return (
    <PageChangesContext.Provider value={report}>
      <PageHasChangesContext.Provider value={dirtyForms.size > 0}>{children}</PageHasChangesContext.Provider>
      <UnsavedChangesGuard dirty={dirtyForms.size > 0} />
    </PageChangesContext.Provider>
  );
}

/** Whether a form of the page holds unsaved changes (inside PageChangesGuard). */
export function usePageHasChanges(): boolean {
  return useContext(PageHasChangesContext);
}

/** Tells the page whether this form holds unsaved changes (see PageChangesGuard). */
export function useUnsavedChanges(dirty: boolean): void {
  const report = useContext(PageChangesContext);
  const form = useId();
  useEffect(() => {
    report?.(form, dirty);
  }, [report, form, dirty]);
  useEffect(() => () => report?.(form, false), [report, form]);
}
