/** POST /api/admin/buses/photos (multipart `file`): checked, resized and stored; a bus refers to the URL. */
import { PhotoResponse } from '#shared/fleet/buses.ts';
import { api } from '#client/lib/api/api.ts';

export function uploadBusPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api('/api/admin/buses/photos', { method: 'POST', form, schema: PhotoResponse });
}
