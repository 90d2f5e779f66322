import { call, statementEndpoint, type ApiClient, type StatementPage, type StatementQuery } from '@member-site/shared';

export function fetchStatement(api: ApiClient, query: StatementQuery): Promise<StatementPage> {
  return call(api, statementEndpoint, { query });
}
