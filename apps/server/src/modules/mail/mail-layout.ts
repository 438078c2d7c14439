import type { MailKind } from '@agentsy/contracts';

/** What a template says; the layout turns it into the HTML and text parts. */
export type MailContent = {
  kind: MailKind;
  subject: string;
  heading: string;
  lines: string[];
  /** Label and value pairs, such as the amounts of a receipt. */
  rows?: [string, string][];
  action?: { label: string; url: string };
};

export const MARKETPLACE_NAME = 'Agentsy';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One small layout for every mail: inline styles only, since mail clients drop style sheets. */
export const renderMail = (
  content: MailContent,
  { publicUrl, unsubscribeUrl }: { publicUrl: string; unsubscribeUrl: string },
) => {
  const rows = content.rows ?? [];
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">',
    `<p style="font-weight:bold;font-size:18px"><a href="${escapeHtml(publicUrl)}" style="color:#4f46e5;text-decoration:none">${MARKETPLACE_NAME}</a></p>`,
    `<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>`,
    ...content.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    rows.length
      ? `<table style="border-collapse:collapse">${rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
      : '',
    `<p style="font-size:12px;color:#6b7280">You get this mail from ${MARKETPLACE_NAME} (<a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a>). <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> from these mails.</p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    MARKETPLACE_NAME,
    '',
    content.heading,
    '',
    ...content.lines.flatMap((line) => [line, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    rows.length ? '' : undefined,
    content.action ? `${content.action.label}: ${content.action.url}` : undefined,
    content.action ? '' : undefined,
    '--',
    `${MARKETPLACE_NAME}: ${publicUrl}`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ]
    .filter((line) => line !== undefined)
    .join('\n');
  return { subject: content.subject, html, text };
};
