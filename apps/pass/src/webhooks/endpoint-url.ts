// Which webhook URLs the pass service may call: checked when an organizer saves one and again before each delivery.
import { lookup } from 'node:dns/promises';
import { isDeployedStage } from '@repo/env/app-env';
import type { AppStage } from '@repo/env/app-env';
import ipaddr from 'ipaddr.js';

/** Whether private, loopback and link-local addresses are allowed (local and test stages, for local receivers). */
export interface UrlPolicy {
  allowPrivate: boolean;
}

/** Local and test stages may call receivers on this machine; beta and production only the internet. */
export function webhookUrlPolicy(stage: AppStage): UrlPolicy {
  return { allowPrivate: !isDeployedStage(stage) };
}

/** Why a URL is refused, as a message the hub shows beside the field. */
export class WebhookUrlError extends Error {
  override name = 'WebhookUrlError';
}

/** The URL to call, or a WebhookUrlError; no DNS here (see assertPublicTarget). */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new WebhookUrlError('Not a URL');
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) {
    throw new WebhookUrlError('The URL must start with https://');
  }
  if (url.username || url.password)
    throw new WebhookUrlError('The URL must not carry a user name or password');
  if (url.hash) throw new WebhookUrlError('The URL must not have a #fragment');
  if (!policy.allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
      throw new WebhookUrlError('The URL must be reachable from the internet');
    }
    if (ipaddr.isValid(host) && !isPublicAddress(host)) {
      throw new WebhookUrlError('The URL must be reachable from the internet');
    }
  }
  return url;
}

/** A public unicast address; anything else (private, loopback, link-local, multicast, reserved) is refused. */
export function isPublicAddress(address: string): boolean {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/**
 * Resolves the host before a delivery and refuses private targets, so a name that later points inside our
 * network (DNS rebinding between saving and sending) is not called. The short gap between this lookup and the
 * connection's own is accepted; closing it would mean pinning the address in a custom agent.
 */
export async function assertPublicTarget(url: URL, policy: UrlPolicy): Promise<void> {
  if (policy.allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new WebhookUrlError(`${url.hostname} does not resolve to a public address`);
  }
}
