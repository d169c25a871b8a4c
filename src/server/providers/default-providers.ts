// The providers an app uses unless buildApp's options replace them (DESIGN §4): the simulators, the dev SMS outbox,
// the reference tables as registries, and the signature verifier the configuration calls for.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Providers } from '../context.ts';
import type { Db } from '../db/database.ts';
import { referenceBankRegistry } from './bank-registry/bank-registry.ts';
import { simulatedBilling } from './billing/simulated-billing.ts';
import { simulatedCardNetwork } from './card/simulated-card-network.ts';
import { devSignatureProvider } from './signature/dev-verifier.ts';
import { eimzoServerProvider } from './signature/eimzo-server-verifier.ts';
import { signatureSettingsFromEnv, type SignatureProvider, type SignatureSettings } from './signature/signature-verifier.ts';
import { devPushProvider } from './push/dev-push-provider.ts';
import type { VapidKeys } from './push/push-provider.ts';
import { webPushProvider } from './push/web-push-provider.ts';
import { devSmsProvider } from './sms/dev-sms-provider.ts';
import { simulatedTaxRegistry } from './tax-registry/tax-registry.ts';

/** Production without EIMZO_SERVER_URL: everything else runs, and every signature is refused as unverifiable. */
const unconfiguredSignatureProvider: SignatureProvider = {
  verifier: {
    name: 'unconfigured',
    verifyAttached: async () => ({ ok: false, code: 'signature_service_unavailable', detail: 'EIMZO_SERVER_URL is not set' }),
  },
  seal: { sign: async () => null },
  timestamper: { stamp: async () => null },
};

/**
 * E-IMZO-SERVER when EIMZO_SERVER_URL is set; otherwise the test-CA verifier outside production, and in production
 * none (a CA whose key is public must never be trusted there).
 */
export function signatureProviderFor(config: Pick<Config, 'env'>, clock: Clock, settings: SignatureSettings = signatureSettingsFromEnv()): SignatureProvider {
  if (settings.eimzoServerUrl) return eimzoServerProvider({ url: settings.eimzoServerUrl });
  if (config.env === 'production') return unconfiguredSignatureProvider;
  return devSignatureProvider(clock);
}

/** `vapid`: the app's keys (app.ts); without them (the staff CLI, which sends no push) the dev outbox stands in. */
export function defaultProviders(config: Config, clock: Clock, db: Db, log: (message: string) => void, vapid?: VapidKeys): Providers {
  return {
    sms: devSmsProvider(db, clock, log),
    push: config.pushProvider === 'web-push' && vapid ? webPushProvider(vapid, config.vapidSubject ?? 'mailto:support@agent-portal.invalid') : devPushProvider(db, clock, log),
    billing: simulatedBilling(clock),
    cardNetwork: simulatedCardNetwork(),
    signature: signatureProviderFor(config, clock),
    // Only the simulator and the reference table exist; a live registry would be chosen here by configuration.
    taxRegistry: simulatedTaxRegistry(db),
    bankRegistry: referenceBankRegistry(db),
  };
}
