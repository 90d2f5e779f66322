import { parseArgs } from 'node:util';
import { formatReport, runConformance } from './conformance';

const usage = `Usage: npm run conformance -- --api URL [--user USERNAME --password PASSWORD] [--client-api URL]

Checks an operator's member API against the spec's section 7, with the readers the site uses,
and lists the capabilities it offers beyond it (the website answer's capabilities).
  --api URL          the member API's base URL
  --user, --password a member to sign in with (or CONFORMANCE_PASSWORD in the environment,
                     which keeps the password out of the process list); without them the
                     member rows are skipped
  --client-api URL   the member service's base URL ({client_api}); its login is probed only with it
Exit code: 0 when every required endpoint is usable, 1 when one is not, 2 on a usage error.
`;

/** Runs the check and prints the report; resolves to the exit code. */
export async function main(argv: string[], out: NodeJS.WritableStream = process.stdout): Promise<number> {
  let values: { api?: string; user?: string; password?: string; 'client-api'?: string; help?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        api: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        'client-api': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    out.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    out.write(usage);
    return 0;
  }
  const password = values.password ?? process.env.CONFORMANCE_PASSWORD;
  const problem = !values.api
    ? '--api is required'
    : !/^https?:\/\//.test(values.api)
      ? '--api must be an http(s) URL'
      : values['client-api'] !== undefined && !/^https?:\/\//.test(values['client-api'])
        ? '--client-api must be an http(s) URL'
        : values.user !== undefined && password === undefined
          ? '--user needs --password (or CONFORMANCE_PASSWORD)'
          : null;
  if (problem || !values.api) {
    out.write(`${problem ?? ''}\n\n${usage}`);
    return 2;
  }
  const report = await runConformance({
    api: values.api,
    ...(values.user !== undefined ? { user: values.user, password } : {}),
    ...(values['client-api'] !== undefined ? { clientApi: values['client-api'] } : {}),
  });
  out.write(formatReport(report));
  return report.exitCode;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error('[conformance] E1 the check itself failed:', error);
      process.exitCode = 2;
    },
  );
}
