import { createInstance } from '@module-federation/enhanced/runtime';
import releasedSingletons from './released-singletons';

/** An instance sharing `lib` 2.1.0 as a singleton (or not), with these runtime plugins. */
function sharing(name: string, plugins: ReturnType<typeof releasedSingletons>[], singleton = true) {
  const lib = { version: '2.1.0' };
  const instance = createInstance({
    name,
    remotes: [],
    plugins,
    shared: { lib: { version: '2.1.0', lib: () => lib, shareConfig: { singleton, requiredVersion: '^2.0.0' } } },
  });
  return { instance, lib };
}

/** Asks for `lib` as an app that requires ^3 would. */
const asks = (instance: ReturnType<typeof createInstance>, singleton = true) =>
  instance.loadShare('lib', { customShareInfo: { shareConfig: { singleton, requiredVersion: '^3.0.0' } } });

let warned: jest.SpyInstance;
beforeEach(() => {
  warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warned.mockRestore());

// In this order: the plugin, once an instance has it, applies to every instance created after.
test("without the plugin, MF's own check runs in the browser and only warns (what the plugin leaves out)", async () => {
  const { instance, lib } = sharing('host_a', []);
  const factory = await asks(instance);
  expect(factory && factory()).toBe(lib);
  expect(warned.mock.calls.flat().join(' ')).toMatch(/does not satisfy/);
});

test("a singleton is taken as the page has it, without the browser's range check (the release tool's)", async () => {
  const { instance, lib } = sharing('host_b', [releasedSingletons()]);
  const factory = await asks(instance);
  expect(factory && factory()).toBe(lib);
  expect(warned).not.toHaveBeenCalled();
});

test("a remote's instance created after the shell's, naming no plugin, gets it too", async () => {
  const { instance, lib } = sharing('remote_c', []);
  const factory = await asks(instance);
  expect(factory && factory()).toBe(lib);
  expect(warned).not.toHaveBeenCalled();
});

test("a module shared as a non-singleton keeps MF's version matching", async () => {
  const { instance } = sharing('host_d', [releasedSingletons()], false);
  // No registered version satisfies ^3: MF's own answer, as without the plugin.
  expect(await asks(instance, false)).toBe(false);
});
