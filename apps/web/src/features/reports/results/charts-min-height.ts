/** About the height of a report's two charts (savings and MAC curve): kept for them until they are drawn. */
export const chartsMinHeight = 900;
