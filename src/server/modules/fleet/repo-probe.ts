// Throw-away: proves a module may not import another module's repo (reverted in the next commit).
import { createUsersRepo } from '#server/modules/accounts/users.repo.ts';
export const probe = createUsersRepo;
