/**
 * A sales page ends at a sale; the next page starts after it. The cursor names that sale,
 * wrapped so clients treat it as opaque and a future change of what it holds breaks nobody.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeSalesCursor = (orderId: string) => Buffer.from(`s1:${orderId}`, 'utf8').toString('base64url');

/** The sale id, or undefined for text this API never gave out. */
export const decodeSalesCursor = (cursor: string) => {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = text.startsWith('s1:') ? text.slice(3) : '';
  return UUID.test(id) ? id : undefined;
};
