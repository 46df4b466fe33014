// Throw-away: proves import-x/no-cycle (reverted in the next commit).
import { a } from './cycle-probe-a.ts';
export const b = () => a;
