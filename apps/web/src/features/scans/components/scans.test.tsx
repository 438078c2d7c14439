import type { AdminScanItem, ScanFinding, SellerVersionScan } from '@agentsy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { ScanCheck } from './scan-check';
import { ScanChecked } from './scan-checked';
import { ScansTab } from './scans-tab';
import { VersionScanPanel } from './version-scan-panel';

afterEach(() => resetToasts());

const seller = testUser({ id: 'seller-1', sellerEnabled: true, activeRole: 'seller', roles: ['buyer', 'seller'] });
const scanPath = '/api/listings/listing-1/versions/1.3.0/scan';
const key: ScanFinding = {
  ruleId: 'secret.openai',
  severity: 'critical',
  file: 'agent/config.py',
  line: 12,
  message: 'An OpenAI API key.',
  evidence: 'sk-p…',
};
const sellerScan = (overrides: Partial<SellerVersionScan> = {}): SellerVersionScan => ({
  versionId: 'version-1',
  sha256: 'a'.repeat(64),
  status: 'clean',
  engineVersion: '1',
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: '2026-11-27T10:00:02.000Z',
  summary: { files: 3, bytes: 900, critical: 0, warn: 0, info: 0 },
  findings: [],
  appeal: null,
  decision: null,
  rescansLeft: 3,
  ...overrides,
});

describe('ScanCheck', () => {
  it('says "Checking your file…" while pending, then the outcome once, asking again until done', async () => {
    let answer = sellerScan({ status: 'pending', finishedAt: null, summary: null });
    server.use(http.get(scanPath, () => HttpResponse.json(answer)));
    const onOutcome = vi.fn();
    renderWithApp(<ScanCheck listingId="listing-1" version="1.3.0" onOutcome={onOutcome} />, { user: seller });
    expect(await screen.findByText('Checking your file…')).toBeInTheDocument();
    answer = sellerScan();
    expect(
      await screen.findByText('No issues found: version 1.3.0 is live.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith('clean');
  });

  it('shows what was found in a blocked file: rule, file, line, evidence and what to do', async () => {
    server.use(http.get(scanPath, () => HttpResponse.json(sellerScan({ status: 'blocked', findings: [key] }))));
    renderWithApp(<ScanCheck listingId="listing-1" version="1.3.0" />, { user: seller });
    expect(
      await screen.findByText('Blocked: this file cannot be published. See what was found below.'),
    ).toBeInTheDocument();
    const finding = screen.getByTestId('scan-finding');
    expect(finding).toHaveTextContent('secret.openai');
    expect(finding).toHaveTextContent('agent/config.py, line 12');
    expect(finding).toHaveTextContent('Found: sk-p…');
    expect(finding).toHaveTextContent('What to do: Remove the key from the file, revoke it with its provider');
  });
});

describe('VersionScanPanel', () => {
  it('rescans, and appeals a flagged version with a note; a refusal shows its message', async () => {
    const warn = { ...key, ruleId: 'injection.override', severity: 'warn' as const, evidence: 'Ignore all…' };
    server.use(
      http.get(scanPath, () => HttpResponse.json(sellerScan({ status: 'flagged', findings: [warn] }))),
      http.post(`/api/listings/listing-1/versions/1.3.0/rescan`, () =>
        apiError(429, 'A version can be scanned again 3 times a day. Please try again later.'),
      ),
      http.post(`/api/listings/listing-1/versions/1.3.0/appeal`, () =>
        HttpResponse.json(
          sellerScan({
            status: 'flagged',
            findings: [warn],
            appeal: { note: 'A quoted example', appealedAt: '2026-11-27T10:05:00.000Z' },
          }),
        ),
      ),
    );
    renderWithApp(<VersionScanPanel listingId="listing-1" version="1.3.0" since="2026-11-27T10:00:00.000Z" />, {
      user: seller,
    });
    expect(await screen.findByText('Checked: 1 found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rescan' }));
    expect(
      await screen.findByText('A version can be scanned again 3 times a day. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(screen.getByText('Tell the reviewer why this file is safe.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Appeal'), 'A quoted example');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Your appeal: A quoted example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
    expect(await bodiesSent('POST /api/listings/listing-1/versions/1.3.0/appeal')).toEqual([
      { note: 'A quoted example' },
    ]);
  });

  it('shows how long a pending version has been checked', async () => {
    server.use(http.get(scanPath, () => HttpResponse.json(sellerScan({ status: 'pending', finishedAt: null }))));
    const since = new Date(Date.now() - 12_000).toISOString();
    renderWithApp(<VersionScanPanel listingId="listing-1" version="1.3.0" since={since} />, { user: seller });
    expect(await screen.findByText(/^Checking your file… \(1[2-4] s\)$/)).toBeInTheDocument();
  });
});

describe('ScansTab', () => {
  const item: AdminScanItem = {
    scanId: '5d1c8a0e-3f0a-4b7e-9d55-0f3c1a2b3c4d',
    versionId: 'version-9',
    listingId: 'listing-9',
    listingTitle: 'Inbox Zero',
    sellerId: 'seller-1',
    version: '2.0.0',
    fileName: 'agent.zip',
    sha256: 'b'.repeat(64),
    status: 'flagged',
    published: false,
    finishedAt: '2026-11-27T07:00:00.000Z',
    ageSeconds: 3 * 3600,
    summary: { files: 2, bytes: 10, critical: 0, warn: 1, info: 0 },
    findings: [{ ...key, severity: 'warn', ruleId: 'injection.override' }],
    appeal: { note: 'It is a quoted example', appealedAt: '2026-11-27T08:00:00.000Z' },
  };

  it('lists the queue with age, findings and appeal; Clear sends the note with the scan and file seen', async () => {
    let items = [item];
    server.use(
      http.get('/api/admin/scans', () => HttpResponse.json({ items })),
      http.post('/api/admin/scans/version-9/decision', () => {
        items = [];
        return HttpResponse.json(sellerScan({ status: 'clean' }));
      }),
    );
    renderWithApp(<ScansTab />, { user: testUser({ roles: ['buyer', 'admin'] }) });
    const row = await screen.findByTestId('scan-queue-item');
    expect(row).toHaveTextContent('Inbox Zero');
    expect(row).toHaveTextContent('waiting 3 h');
    expect(row).toHaveTextContent('Seller’s appeal: It is a quoted example');
    await userEvent.click(within(row).getByRole('button', { name: 'Clear' }));
    expect(within(row).getByText('Write a note for the seller and the audit log.')).toBeInTheDocument();
    await userEvent.type(within(row).getByLabelText('Note'), 'Reviewed');
    await userEvent.click(within(row).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Nothing waits for a decision.')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/admin/scans/version-9/decision')).toEqual([
      { decision: 'clear', note: 'Reviewed', sha256: item.sha256, scanId: item.scanId },
    ]);
  });
});

describe('ScanChecked', () => {
  it('says when the current version was checked and lists an archive’s files with sizes', async () => {
    server.use(
      http.get(scanPath, () =>
        HttpResponse.json({
          status: 'clean',
          finishedAt: new Date(Date.now() - 120_000).toISOString(),
          summary: { files: 2, bytes: 5000, critical: 0, warn: 0, info: 0 },
        }),
      ),
    );
    const files = [
      { path: 'agent/main.py', size: 3000 },
      { path: 'README.md', size: 2000 },
    ];
    renderWithApp(<ScanChecked listingId="listing-1" version="1.3.0" files={files} />);
    // Its line's room is held while the answer is on its way, so nothing below moves.
    expect(screen.getByTestId('scan-checked-pending')).toHaveClass('h-5');
    expect(await screen.findByText('Checked 2 minutes ago: no issues found')).toBeInTheDocument();
    expect(screen.queryByTestId('scan-checked-pending')).toBeNull();
    await userEvent.click(screen.getByText('Files in this version (2)'));
    await waitFor(() => expect(screen.getByText('agent/main.py')).toBeVisible());
    expect(screen.getByText('2.9 KB')).toBeInTheDocument();
  });
});
