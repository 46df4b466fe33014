/** The camera's picture with its state in words, and the torch when the camera has one. */
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import type { useQrCamera } from '../scan/use-qr-camera.ts';

const STATE_WORDS = {
  denied:
    'The camera is not allowed for Busway. Allow it in the browser’s site settings, or type the booking reference below.',
  unavailable: 'No camera could be opened on this device. Type the booking reference below.',
  'no-reader':
    'This browser cannot read QR codes yet (the reader could not be loaded). Type the booking reference below.',
} as const;

export function CameraScan({ camera }: { camera: ReturnType<typeof useQrCamera> }) {
  const { videoRef, state, start, torchAvailable, torchOn, toggleTorch } = camera;
  const showing = state === 'on' || state === 'starting';
  return (
    <div className="door-camera">
      <div className="door-camera__frame" hidden={!showing}>
        <video
          ref={videoRef}
          className="door-camera__video"
          muted
          playsInline
          aria-label="Camera"
        />
      </div>
      {state === 'off' && (
        <Button className="door-camera__start" onClick={() => void start()}>
          Scan with the camera
        </Button>
      )}
      {state === 'starting' && <p className="door-camera__hint">Opening the camera…</p>}
      {state === 'on' && (
        <p className="door-camera__hint">Hold the ticket’s QR code in the frame.</p>
      )}
      {state === 'on' && torchAvailable && (
        <Button variant="secondary" aria-pressed={torchOn} onClick={() => void toggleTorch()}>
          {torchOn ? 'Torch off' : 'Torch on'}
        </Button>
      )}
      {(state === 'denied' || state === 'unavailable' || state === 'no-reader') && (
        <Notice tone="warning">{STATE_WORDS[state]}</Notice>
      )}
    </div>
  );
}
