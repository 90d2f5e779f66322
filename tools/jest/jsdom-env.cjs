// jsdom without Node's fetch classes breaks anything that reads a Response (the API client's tests):
// hand the environment Node's own implementations (and WebCrypto's subtle).
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetch extends JsdomEnvironment {
  /** @param {ConstructorParameters<typeof JsdomEnvironment>} args */
  constructor(...args) {
    super(...args);
    const { Response, Request, Headers, fetch, TextEncoder, TextDecoder, AbortController, AbortSignal } = globalThis;
    Object.assign(this.global, { Response, Request, Headers, fetch, TextEncoder, TextDecoder, AbortController, AbortSignal });
    // jsdom's crypto has getRandomValues but no subtle (SHA-256 for LINE's PKCE challenge).
    if (this.global.crypto && !this.global.crypto.subtle) Object.defineProperty(this.global.crypto, 'subtle', { value: globalThis.crypto.subtle });
  }
}

module.exports = JsdomWithFetch;
