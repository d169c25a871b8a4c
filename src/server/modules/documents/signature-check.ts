// EIMZO.md "What the server checks on every signature": the verifier vouches for the cryptography (signature, chain
// to a trusted CA, validity at signing time); these rules hold on top whichever verifier answered: one signer (beside
// the system's own, when the owner appended to it), the content is exactly the document issued, the signer is the
// business, and the claimed signing time is plausible.
import { signerIsBusiness } from '#shared/eimzo.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { readSignedData, signatureHexOf } from '../../providers/signature/cms.ts';
import type { VerifiedSigner, VerifyContext } from '../../providers/signature/signature-verifier.ts';
import type { BusinessTable } from '../../db/tables/business.ts';

/** Clocks of the signer's computer and ours may disagree by this much. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type CheckedSignature = { signer: VerifiedSigner; content: Buffer };

export async function checkOwnerSignature(
  ctx: Pick<AppContext, 'config' | 'clock' | 'signature'>,
  input: {
    pkcs7: string;
    /** The document as issued; the signature must carry exactly these bytes. */
    document: { content: string; issuedAt: string };
    business: Pick<BusinessTable, 'tax_number' | 'pinfl'>;
    context: VerifyContext;
    /** spec 03 §4: an account invoice's signature carries the server's timestamp token. */
    requireTimestamp?: boolean;
    /**
     * The system's PKCS#7 over the document, signed before the owner (an additional agreement): the owner may append
     * to it (E-IMZO append_pkcs7_attached, spec 03 §7) or sign alone (A1 marks append deprecated).
     */
    systemSignature?: string | null;
  },
): Promise<CheckedSignature> {
  const verification = await ctx.signature.verifier.verifyAttached(input.pkcs7, input.context);
  if (!verification.ok) {
    throw new AppError(verification.code === 'signature_service_unavailable' ? 503 : 400, verification.code);
  }
  // The owner's own signature: a PKCS#7 with co-signers other than the system's exact signature is not the owner's act.
  const system = input.systemSignature ? readSignedData(input.systemSignature).signerInfos.map(signatureHexOf) : [];
  const owners = verification.signers.filter((signer) => !system.includes(signer.signatureHex));
  if (owners.length !== 1) throw new AppError(400, 'signature_is_invalid');
  const [signer] = owners;

  const content = Buffer.from(verification.content);
  if (!content.equals(Buffer.from(input.document.content, 'utf8'))) throw new AppError(400, 'signature_content_mismatch');
  if (!signerIsBusiness(signer.certificate, { taxNumber: input.business.tax_number, pin: input.business.pinfl })) {
    throw new AppError(400, 'signer_tin_mismatch');
  }
  if (input.requireTimestamp && signer.timestampTime === null) throw new AppError(400, 'timestamp_token_required');
  // Without a timestamp token the signing time is the signer's claim: it cannot precede the document, nor lie ahead.
  const now = ctx.clock.now().getTime();
  const signedAt = (signer.timestampTime ?? signer.signingTime)?.getTime() ?? now;
  if (signedAt < Date.parse(input.document.issuedAt) - CLOCK_SKEW_MS || signedAt > now + CLOCK_SKEW_MS) {
    throw new AppError(400, 'signature_is_invalid');
  }
  return { signer, content };
}
