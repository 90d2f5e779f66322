// jsdom without Node's fetch classes breaks react-router (redirect() builds a Response) and
// anything that reads a Response: hand the environment Node's own implementations.
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetch extends JsdomEnvironment {
  constructor(...args) {
    super(...args);
    const { Response, Request, Headers, fetch, TextEncoder, TextDecoder, AbortController, AbortSignal } = globalThis;
    Object.assign(this.global, { Response, Request, Headers, fetch, TextEncoder, TextDecoder, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetch;
