/** An error a route answers with (404, 500 "Unknown middleware"); the error page reads `status`. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

export const notFound = (): RouteError => new RouteError(404, 'This page could not be found');
