import type { ReactNode } from 'react';

/**
 * The frame the staff shell and the client area share: a skip link first, a banner whose bar holds
 * the product's name at its start and the way out (user menu, Log out) at its end, and the main
 * content that the skip link moves focus to. Each layout places them in its own page structure.
 *
 * Plain elements styled by layout-frame.css (loaded with the entry): with no component library
 * import, this module rides in the chunk every page loads (vite.config.ts), not in one of its own.
 */

/** The main landmark's props: the skip link's target, focusable from script only. */
export const mainContentProps = { id: 'main-content', tabIndex: -1 } as const;

/**
 * 'Skip to main content'. It focuses the main content rather than following the link: the address
 * stays, so the router and the unsaved-changes guard see no navigation.
 */
export function SkipToMainContent() {
  return (
    <a
      href={`#${mainContentProps.id}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainContentProps.id)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}

/** The product's name, as the banner shows it. */
export function ProductName() {
  return <h4 className="frame-product-name">Back office</h4>;
}

/** The banner's bar: at its start the product's name (after the menu button, if any), at its end the way out. */
export function FrameBar({ start, end }: { start: ReactNode; end?: ReactNode }) {
  return (
    <div className="frame-bar">
      <div className="frame-bar-start">{start}</div>
      {end}
    </div>
  );
}
