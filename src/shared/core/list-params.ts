/** Query and path parameters shared by every admin list (fleet, network, timetable). */
import { z } from 'zod';
import { text } from './text.ts';

export const Page = z.coerce.number().int().min(1).default(1);
export const PageSize = z.coerce.number().int().min(1).max(100).default(20);
export const Dir = z.enum(['asc', 'desc']).default('asc');
export const Search = text({ max: 100 }).optional();
export const IdParams = z.object({ id: z.guid() });
