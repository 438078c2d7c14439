import { auditActions } from '@agentsy/contracts';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { type AuditLogFilters, useAuditLog } from '../api/get-audit-log';

const compact = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Every admin action and sign-in, newest first, filtered by who, what and on what. */
export const AuditLogTab = () => {
  const [filters, setFilters] = useState<AuditLogFilters>({});
  const { data, isPending, isError } = useAuditLog(filters);
  const set = (key: keyof AuditLogFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-4">
        <div className="grid gap-1">
          <Label htmlFor="audit-actor">Who</Label>
          <Input
            id="audit-actor"
            placeholder="E-mail or id"
            value={filters.actor ?? ''}
            onChange={(e) => set('actor')(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect id="audit-action" value={filters.action ?? ''} onChange={(e) => set('action')(e.target.value)}>
            <option value="">All actions</option>
            {Object.values(auditActions).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-target-type">Target type</Label>
          <NativeSelect
            id="audit-target-type"
            value={filters.targetType ?? ''}
            onChange={(e) => set('targetType')(e.target.value)}
          >
            <option value="">Any</option>
            {['payout', 'listing', 'refund', 'user', 'message'].map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-target-id">Target id</Label>
          <Input
            id="audit-target-id"
            value={filters.targetId ?? ''}
            onChange={(e) => set('targetId')(e.target.value)}
          />
        </div>
      </div>
      {isPending ? (
        <Skeleton className="h-48" />
      ) : isError ? (
        <p className="text-sm text-red-600">Could not load the audit log.</p>
      ) : data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No entries match.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm" aria-label="Audit log">
            <thead className="text-muted-foreground">
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th className="py-2 font-medium">When</th>
                <th className="py-2 font-medium">Who</th>
                <th className="py-2 font-medium">Action</th>
                <th className="py-2 font-medium">Target</th>
                <th className="py-2 font-medium">Before</th>
                <th className="py-2 font-medium">After</th>
                <th className="py-2 font-medium">Address</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <td className="py-2 whitespace-nowrap">{when.format(new Date(e.createdAt))}</td>
                  <td className="py-2">{e.actorEmail}</td>
                  <td className="py-2 font-mono text-xs">{e.action}</td>
                  <td className="py-2 font-mono text-xs">{e.targetType ? `${e.targetType} ${e.targetId}` : '—'}</td>
                  <td className="py-2 font-mono text-xs break-all">{compact(e.before)}</td>
                  <td className="py-2 font-mono text-xs break-all">{compact(e.after)}</td>
                  <td className="py-2 font-mono text-xs">{e.ip ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
};
