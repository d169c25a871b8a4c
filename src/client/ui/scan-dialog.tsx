// The camera view that reads a code (issue 24 item 3): the back camera's picture, read a few times a second until a
// code is found; the text is handed to the field that opened it. Says in words when there is no camera or the
// browser was refused one. Loaded when a scan button is first pressed (scan-button.tsx).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { createDetector } from './barcode-reader.ts';
import { Dialog, DialogActions } from './dialog.tsx';
import { Button } from './button.tsx';

const READ_EVERY_MS = 150;

type Failure = 'denied' | 'no-camera' | 'failed';

export function ScanDialog({ open, onClose, onScan }: { open: boolean; onClose: () => void; onScan: (text: string) => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t`Сканирование кода`} closeLabel={t`Закрыть`}>
      {open && <CameraReader onScan={onScan} onClose={onClose} />}
    </Dialog>
  );
}

function CameraReader({ onScan, onClose }: { onScan: (text: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const found = useRef(onScan);
  useEffect(() => {
    found.current = onScan;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        setFailure(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : name === 'NotFoundError' || name === 'OverconstrainedError' ? 'no-camera' : 'failed');
        return;
      }
      if (stopped) return;
      const node = video.current!;
      node.srcObject = stream;
      await node.play().catch(() => undefined);
      const detector = await createDetector().catch(() => null);
      if (!detector) return setFailure('failed');
      const read = async () => {
        if (stopped) return;
        if (node.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && node.videoWidth > 0) {
          const codes = await detector.detect(node).catch(() => []);
          const text = codes.find((code) => code.rawValue.trim() !== '')?.rawValue;
          if (text && !stopped) {
            stopped = true;
            found.current(text);
            return;
          }
        }
        timer = setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const messages: Record<Failure, string> = {
    denied: t`Нет доступа к камере. Разрешите доступ к камере в настройках браузера или введите номер вручную.`,
    'no-camera': t`Камера не найдена. Введите номер вручную или используйте сканер штрихкодов.`,
    failed: t`Не удалось включить сканирование. Введите номер вручную.`,
  };
  return (
    <div className="ap-stack">
      {failure ? (
        <p className="ap-field__error" role="alert">
          {messages[failure]}
        </p>
      ) : (
        <>
          <video ref={video} className="ap-scan__video" muted playsInline data-testid="scan-video" />
          <p className="ap-text-muted" role="status">
            {t`Наведите камеру на штрихкод или QR-код квитанции`}
          </p>
        </>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t`Отмена`}
        </Button>
      </DialogActions>
    </div>
  );
}
