// Throw-away: proves import-x/no-cycle (reverted in the next commit).
import { b } from './cycle-probe-b.ts';
export const a = () => b;
