/**
 * The photo of the bus form: the saved one, or a newly chosen file shown from memory until the form
 * is sent. Sending uploads it first (once: a retry after another error reuses the upload).
 */
import { useEffect, useState } from 'react';
import { uploadBusPhoto } from '../api/upload-bus-photo.ts';

export function useBusPhoto(savedUrl: string | null) {
  const [url, setUrl] = useState(savedUrl);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (preview === null) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  return {
    /** What to show: the chosen file, else the current URL. */
    shown: preview ?? url,
    chosen: file !== null,
    choose(next: File) {
      setFile(next);
      setPreview(URL.createObjectURL(next));
    },
    remove() {
      setFile(null);
      setPreview(null);
      setUrl(null);
    },
    /** The URL to save the bus with, uploading a chosen file first. */
    async resolve(): Promise<string | null> {
      if (!file) return url;
      const { photo } = await uploadBusPhoto(file);
      setUrl(photo);
      setFile(null);
      setPreview(null);
      return photo;
    },
  };
}
export type BusPhoto = ReturnType<typeof useBusPhoto>;
