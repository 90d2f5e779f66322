import type { Static, TSchema } from 'typebox';
import type { EndpointName, Endpoints } from './endpoints';

// Types only: the browser's view of an endpoint carries its generated answer check, never a
// schema object, so no schema library ends up in a bundle.

/** The answer of an endpoint, as its response schema describes it. */
export type AnswerOf<N extends EndpointName> = Static<Endpoints[N]['response']>;

/** The request body of an endpoint (undefined when it takes none). */
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B extends TSchema } ? Static<B> : undefined;

/** The query of an endpoint (undefined when it takes none). */
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends TSchema } ? Static<Q> : undefined;

/** The `:name` parts of a path template, as a union of names (never when it has none). */
type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** What fills an endpoint's path parameters (undefined when its path has none). */
export type ParamsOf<N extends EndpointName> = [PathParams<Endpoints[N]['path']>] extends [never]
  ? undefined
  : Record<PathParams<Endpoints[N]['path']>, string>;

/**
 * An entry of the endpoint table as the client uses it (generated into checks.generated.ts). A
 * section-7 endpoint is only this: its answer is read liberally by its reader
 * (api/spec-answers.ts), never checked against the reference API's exact shape (ADR 0029).
 */
export interface ReadEndpoint<N extends EndpointName> {
  readonly name: N;
  readonly method: Endpoints[N]['method'];
  readonly path: Endpoints[N]['path'];
  readonly feature: Endpoints[N]['feature'];
}

/** A capability's endpoint: our own contract, so its answer is checked exactly. */
export interface ClientEndpoint<N extends EndpointName> extends ReadEndpoint<N> {
  readonly check: (value: unknown) => value is AnswerOf<N>;
}

/** A staff endpoint (staff-checks.generated.ts): checked like a capability's, and the permission it needs (ADR 0046). */
export interface StaffEndpoint<N extends EndpointName> extends ClientEndpoint<N> {
  readonly permission: NonNullable<Endpoints[N]['permission' & keyof Endpoints[N]]> | 'session';
}
