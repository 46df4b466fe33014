// Throw-away: proves a feature may not import another feature (reverted in the next commit).
import { conductorsQueryOptions } from '#client/features/conductors/api/get-conductors.ts';
export const probe = conductorsQueryOptions;
