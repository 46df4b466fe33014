/**
 * The back camera (`facingMode: 'environment'`) read a few times a second for a QR code. After a
 * read it pauses until the conductor acknowledges the answer (`resume`) or 2.5 s pass; until they
 * acknowledge it, the code just read is not read again (the passenger is still holding it up).
 * Offers the torch when the camera has one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { qrReader } from './qr-reader.ts';

export type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable' | 'no-reader';

const READS_PER_SECOND = 4;
export const PAUSE_AFTER_READ_MS = 2_500;

/** Whether the camera offers a torch (Chrome on Android; Firefox has no getCapabilities). */
function hasTorch(track: MediaStreamTrack | null): boolean {
  if (!track || !('getCapabilities' in track)) return false;
  const capabilities: MediaTrackCapabilities & { torch?: boolean } = track.getCapabilities();
  return capabilities.torch === true;
}

function stateOfError(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

export function useQrCamera(onRead: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const pausedUntil = useRef(0);
  const lastRead = useRef<string | null>(null);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);

  const start = useCallback(async () => {
    setState('starting');
    try {
      const [stream] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        qrReader().catch(() => null),
      ]);
      const video = videoRef.current;
      if (!video) {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setTrack(stream.getVideoTracks()[0] ?? null);
      setState((await qrReader().catch(() => null)) ? 'on' : 'no-reader');
    } catch (error) {
      setState(stateOfError(error));
    }
  }, []);

  // Reads while on; stops the camera when the screen closes.
  useEffect(() => {
    if (state !== 'on') return;
    let reading = false;
    const timer = setInterval(() => {
      const video = videoRef.current;
      if (reading || !video || video.readyState < 2 || Date.now() < pausedUntil.current) return;
      reading = true;
      void qrReader()
        .then((reader) => reader.read(video))
        .then((text) => {
          if (!text || text === lastRead.current) return;
          lastRead.current = text;
          pausedUntil.current = Date.now() + PAUSE_AFTER_READ_MS;
          onReadRef.current(text);
        })
        .catch(() => undefined)
        .finally(() => {
          reading = false;
        });
    }, 1000 / READS_PER_SECOND);
    return () => clearInterval(timer);
  }, [state]);

  useEffect(() => () => track?.stop(), [track]);

  /** The answer was acknowledged: read again at once, the same code too. */
  const resume = useCallback(() => {
    pausedUntil.current = 0;
    lastRead.current = null;
  }, []);

  const torchAvailable = hasTorch(track);
  const toggleTorch = useCallback(async () => {
    if (!track) return;
    const next = !torchOn;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorchOn(next);
    } catch {
      // The camera refused: the torch stays as it was.
    }
  }, [track, torchOn]);

  return { videoRef, state, start, resume, torchAvailable, torchOn, toggleTorch };
}
