/**
 * A clock in milliseconds, handed to what measures time or keeps a value for a while, so tests
 * hand in a counter instead of waiting. The app's is `monotonicClock`: performance.now never
 * jumps when the wall clock is set.
 */
export type Clock = () => number;

export const monotonicClock: Clock = () => performance.now();
