/** POST /api/profile/avatar (multipart field `file`): the server checks, resizes and stores it. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

const AvatarResponse = z.object({ image: z.string().nullable() });

export function uploadAvatar(file: File): Promise<z.infer<typeof AvatarResponse>> {
  const form = new FormData();
  form.append('file', file);
  return api('/api/profile/avatar', { method: 'POST', form, schema: AvatarResponse });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
