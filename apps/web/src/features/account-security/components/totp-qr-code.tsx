import { useEffect, useState } from 'react';

/**
 * The authenticator link as a QR code. The encoder is loaded only when someone sets up 2FA, so
 * no other page pays for it.
 */
export const TotpQrCode = ({ uri }: { uri: string }) => {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ renderSVG }) => {
      if (current) setSrc(`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} alt="QR code for your authenticator app" className="size-48 rounded-md bg-white p-2" />
  ) : (
    <div className="size-48 animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" aria-hidden />
  );
};

/** The secret as text, for authenticator apps that cannot scan. */
export const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';
