import classes from './skip-link.module.css';

/** The id of a layout's `<main tabIndex={-1}>`, where the skip link sends focus. */
export const mainContentId = 'main-content';

/**
 * The first tab stop of a layout: 'Skip to main content', shown only while focused. It focuses the
 * main content itself rather than following the link, so the address and the router stay as they are.
 */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
