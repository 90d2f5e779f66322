const displayName = Symbol.for('fastify.display-name');

/**
 * A plugin under its own name. Without one, Fastify looks for the module exporting the plugin by
 * reading every entry of `require.cache` at each `register`: with the API's ~30 plugins that was
 * a fifth of an app's start under jest (whose module cache is a proxy), where the tests build an
 * app per test. The name is what Fastify's errors and `printPlugins` show.
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin, name: string = plugin.name): Plugin {
  if (!Object.hasOwn(plugin, displayName)) Object.defineProperty(plugin, displayName, { value: name || 'plugin' });
  return plugin;
}
