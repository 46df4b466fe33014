/** The simulation's query keys: its status, and today's trips to choose from. */
export const simulationKey = ['admin', 'simulation'] as const;
export const simTripsKey = ['admin', 'simulation', 'trips'] as const;
