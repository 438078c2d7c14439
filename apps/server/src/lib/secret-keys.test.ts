import { expect, it } from 'vitest';
import { createCipher, createTokenSigner, deriveKey } from './secret-keys';

const secret = 'a'.repeat(64);

it('derives a different key per purpose', () => {
  expect(deriveKey(secret, 'one').equals(deriveKey(secret, 'two'))).toBe(false);
  expect(deriveKey(secret, 'one').equals(deriveKey(secret, 'one'))).toBe(true);
});

it('encrypts with a fresh IV and refuses tampered ciphertext', () => {
  const cipher = createCipher(deriveKey(secret, 'bank'));
  const a = cipher.encrypt('000123456789');
  expect(a).not.toBe(cipher.encrypt('000123456789'));
  expect(cipher.decrypt(a)).toBe('000123456789');
  const parts = a.split('.');
  parts[3] = Buffer.from('999123456789').toString('base64url');
  expect(() => cipher.decrypt(parts.join('.'))).toThrow();
  expect(() => createCipher(deriveKey('b'.repeat(64), 'bank')).decrypt(a)).toThrow();
});

it('signs expiring tokens bound to one subject', () => {
  const signer = createTokenSigner(deriveKey(secret, 'links'));
  const now = new Date('2030-01-01T00:00:00Z');
  const token = signer.sign('order-1', new Date(now.getTime() + 3600_000));
  expect(signer.verify('order-1', token, now)).toEqual({ ok: true });
  expect(signer.verify('order-2', token, now)).toEqual({ ok: false, reason: 'invalid' });
  expect(signer.verify('order-1', token, new Date(now.getTime() + 7200_000))).toEqual({ ok: false, reason: 'expired' });
  const [exp, mac] = token.split('.');
  expect(signer.verify('order-1', `${Number(exp) + 3600}.${mac}`, now)).toEqual({ ok: false, reason: 'invalid' });
});
