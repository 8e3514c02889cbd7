// oidc-provider ships no types; this covers what tests/support/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  interface Interaction {
    uid: string;
    prompt: { name: 'login' | 'consent' | string; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; scope?: string };
    session?: { accountId?: string };
    grantId?: string;
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
