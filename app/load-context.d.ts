import "react-router";

declare module "react-router" {
  // With middleware on, the load context is a RouterContextProvider (server/app.ts builds it). The
  // nonce is a plain field rather than a createContext key: the Express server and the built app are
  // separate module graphs, so a key created in one would not be the same object in the other.
  interface RouterContextProvider {
    /** Nonce for inline scripts, set by the Express server for each request. */
    cspNonce: string;
    /**
     * The page is rendered as the page cache's members' copy (ADR 0036): for a signed-in visitor who is
     * nobody in particular (the request has no cookies); the shell says "signed in".
     */
    sharedMemberPage?: boolean;
  }
}
