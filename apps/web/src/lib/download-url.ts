/** docs/product.md#orders-and-downloads: the browser opens the order's signed link with its token. */
export const downloadHref = (order: { downloadUrl: string | null; downloadToken: string | null }) =>
  order.downloadUrl && order.downloadToken
    ? `${order.downloadUrl}?token=${encodeURIComponent(order.downloadToken)}`
    : null;
