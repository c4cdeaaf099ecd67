import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { KycAdapter } from './kyc';
import { localKyc } from './localKyc';

/**
 * The configured KYC adapter.
 * @throws ApiError KycUnavailable when the local verifier is asked for in production
 */
export function kycAdapter(ctx: AppContext): KycAdapter {
  if (ctx.config.NODE_ENV === 'production' && !ctx.config.KYC_LOCAL_IN_PRODUCTION)
    throw new ApiError('KycUnavailable');
  return localKyc(ctx.secrets.jwtSecret);
}
