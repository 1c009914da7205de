import diagnostics from 'node:diagnostics_channel';
import type { ModelClient } from './model-client.js';

/** What undici (Node's fetch) publishes once a request's body is written, or once it failed. */
const SENT_CHANNELS = ['undici:request:bodySent', 'undici:request:error'];

/**
 * The client, calling `onSent` once its first Messages request is on its way: when Node's HTTP
 * client reports the body written (or the request failed), or when the call settles, whichever
 * comes first (a client that does not use fetch, a cassette, still gets there). Work started then
 * runs beside the request instead of delaying it.
 */
/** `client` with its Messages call replaced; a provider that cannot count tokens keeps saying so. */
function withCreateMessage(client: ModelClient, createMessage: ModelClient['createMessage']): ModelClient {
  const count = client.countTokens?.bind(client);
  const window = client.contextWindow?.bind(client);
  return { createMessage, ...(count ? { countTokens: count } : {}), ...(window ? { contextWindow: window } : {}) };
}

export function notifyFirstRequestSent(client: ModelClient, onSent: () => void): ModelClient {
  let armed = false;
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    for (const name of SENT_CHANNELS) diagnostics.unsubscribe(name, fire);
    onSent();
  };
  return withCreateMessage(client, (request, options) => {
    if (!armed) {
      armed = true;
      for (const name of SENT_CHANNELS) diagnostics.subscribe(name, fire);
    }
    const reply = client.createMessage(request, options);
    reply.then(fire, fire);
    return reply;
  });
}

/**
 * The client, calling `onWaiting` when a Messages request has gone `afterMs` without its reply: the
 * process is idle then, waiting on the model, and can do work that would otherwise compete with the
 * session's own. A model that answers at once never triggers it.
 */
export function notifyWhileWaiting(client: ModelClient, onWaiting: () => void, afterMs: number): ModelClient {
  return withCreateMessage(client, (request, options) => {
    const timer = setTimeout(onWaiting, afterMs);
    timer.unref();
    const reply = client.createMessage(request, options);
    const stop = () => clearTimeout(timer);
    reply.then(stop, stop);
    return reply;
  });
}
