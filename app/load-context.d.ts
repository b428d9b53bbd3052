import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Nonce for inline scripts, set by the Express server for each request. */
    cspNonce: string;
  }
}
