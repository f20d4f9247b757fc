import webConfig, { isolatedWebTest } from './vite.config.ts';

// The web test that needs its modules loaded fresh, in a project of its own (see vite.config.ts).
export default {
  ...webConfig,
  test: { ...webConfig.test, name: 'web-isolated', include: [isolatedWebTest], exclude: [], isolate: true },
};
