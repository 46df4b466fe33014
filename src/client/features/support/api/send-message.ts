/** POST /api/contact: a message to the team; answered with when it was received. */
import { useMutation } from '@tanstack/react-query';
import { ContactAccepted, type ContactInput } from '#shared/support/support.ts';
import { api } from '#client/lib/api/api.ts';

export function sendMessage(input: ContactInput) {
  return api('/api/contact', { method: 'POST', json: input, schema: ContactAccepted });
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
