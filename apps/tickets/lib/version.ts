// The storefront's release, sent to the pass API as the agent version.
import packageJson from '../package.json' with { type: 'json' };

export const storefrontVersion: string = packageJson.version;
