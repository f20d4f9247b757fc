import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Clicking the chosen option keeps it: a select that may be empty says so with `clearable`. A plain
    // object, not `Select.extend`: importing Select here would put it into every page's first load.
    Select: { defaultProps: { allowDeselect: false } },
  },
});
