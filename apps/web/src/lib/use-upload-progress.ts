import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { UploadControl, UploadProgress } from './upload-request';

/** One screen's upload in flight: its progress (null when none) and the way to cancel it. */
export type UploadTracker = {
  progress: UploadProgress | null;
  /** Runs an upload with this tracker's progress callback and cancel signal. */
  send: <T>(run: (control: UploadControl) => Promise<T>) => Promise<T>;
  cancel: () => void;
};

const nothingSaved = { title: 'Upload cancelled', description: 'Nothing was saved. Choose the file again to restart.' };

/**
 * Progress and cancel for a screen's uploads; leaving the screen cancels the one in flight.
 * `cancelled` is what a cancel says, for uploads that come after something already saved.
 */
export const useUploadProgress = (cancelled: { title: string; description: string } = nothingSaved): UploadTracker => {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async <T>(run: (control: UploadControl) => Promise<T>) => {
    const own = new AbortController();
    controller.current = own;
    setProgress({ loaded: 0, total: 0 });
    try {
      return await run({ signal: own.signal, onProgress: setProgress });
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);

  const cancel = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    toast(cancelled);
  }, [cancelled]);

  return { progress, send, cancel };
};

/** A mutation's upload: through `tracker` when its screen shows progress, else plainly. */
export const tracked = <T>(tracker: UploadTracker | undefined, run: (control: UploadControl) => Promise<T>) =>
  tracker ? tracker.send(run) : run({});
