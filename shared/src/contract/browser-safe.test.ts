// The browser must never load TypeBox (ADR 0006: 3 KB budget, no eval). If anything reachable
// from shared's public entry imported it at run time, this import would throw.
jest.mock('typebox', () => {
  throw new Error('[shared] E6 typebox imported at run time by browser code');
});

it('shared (types, client, generated checks) loads without TypeBox', async () => {
  const shared = await import('../index');
  expect(typeof shared.call).toBe('function');
  expect(shared.depositsEndpoint.check({ data: [], page: 1, pageSize: 20, total: 0 })).toBe(true);
  expect(shared.readCredit({ credit: '1.00' })).toBe('1.00');
  // The paths come from the generated projection of the table, not from the table itself.
  expect(shared.apiPaths.credit).toBe(shared.creditEndpoint.path);
});
