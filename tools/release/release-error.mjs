// The release tool's refusals: a message with its code (docs/errors.md, tools section), nothing changed.
export class ReleaseError extends Error {}
