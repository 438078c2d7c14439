import { randomInt } from 'node:crypto';
import { licenseKeyAlphabet } from '@agentsy/contracts';

/** `AGSY-XXXXX-XXXXX-XXXXX-XXXXX` from the crypto generator, each symbol drawn without bias. */
export const generateLicenseKey = () => {
  const group = () =>
    Array.from({ length: 5 }, () => licenseKeyAlphabet[randomInt(licenseKeyAlphabet.length)]).join('');
  return `AGSY-${group()}-${group()}-${group()}-${group()}`;
};
