import { useEffect, useState } from 'react';

/** Whole seconds since `since`, counted up each second while `running`. */
export const useElapsed = (since: string, running: boolean) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.round((now - new Date(since).getTime()) / 1000));
};
