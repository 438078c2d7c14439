import type { Discount } from '@agentsy/contracts';
import { TagIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCreateDiscount, useDeleteDiscount, useSetDiscountActive } from '../api/change-discounts';
import { useDiscounts } from '../api/get-discounts';

type SellerListing = { id: string; title: string };

const discountLabel = (d: Discount) => (d.type === 'percent' ? `${d.value}% off` : `$${d.value} off`);

const blank = {
  code: '',
  type: 'percent',
  value: '',
  listingId: '',
  endsAt: '',
  maxRedemptions: '',
  perBuyerLimit: '1',
};

/** Create form: the server checks every field and its message comes back as the toast. */
const CreateDiscountForm = ({ listings }: { listings: SellerListing[] }) => {
  const [form, setForm] = useState(blank);
  const create = useCreateDiscount();
  const set = (key: keyof typeof blank) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        code: form.code,
        type: form.type as Discount['type'],
        value: form.type === 'percent' ? Number(form.value) : form.value,
        ...(form.listingId ? { listingIds: [form.listingId] } : {}),
        ...(form.endsAt ? { endsAt: new Date(`${form.endsAt}T23:59:59`).toISOString() } : {}),
        ...(form.maxRedemptions ? { maxRedemptions: Number(form.maxRedemptions) } : {}),
        perBuyerLimit: Number(form.perBuyerLimit || 1),
      },
      { onSuccess: () => setForm(blank) },
    );
  };
  const field = (id: string, label: string, input: React.ReactNode) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {input}
    </div>
  );
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="New discount code">
      {field(
        'discount-new-code',
        'Code',
        <Input id="discount-new-code" value={form.code} onChange={set('code')} maxLength={32} required />,
      )}
      {field(
        'discount-new-type',
        'Type',
        <NativeSelect id="discount-new-type" value={form.type} onChange={set('type')}>
          <option value="percent">Percent off</option>
          <option value="fixed">Amount off ($)</option>
        </NativeSelect>,
      )}
      {field(
        'discount-new-value',
        form.type === 'percent' ? 'Percent (1–100)' : 'Amount (e.g. 5.00)',
        <Input id="discount-new-value" value={form.value} onChange={set('value')} inputMode="decimal" required />,
      )}
      {field(
        'discount-new-listing',
        'Agent',
        <NativeSelect id="discount-new-listing" value={form.listingId} onChange={set('listingId')}>
          <option value="">All my agents</option>
          {listings.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        'discount-new-ends',
        'Ends (optional)',
        <Input id="discount-new-ends" type="date" value={form.endsAt} onChange={set('endsAt')} />,
      )}
      {field(
        'discount-new-max',
        'Max redemptions (optional)',
        <Input
          id="discount-new-max"
          type="number"
          min={1}
          value={form.maxRedemptions}
          onChange={set('maxRedemptions')}
        />,
      )}
      {field(
        'discount-new-per-buyer',
        'Per buyer',
        <Input
          id="discount-new-per-buyer"
          type="number"
          min={1}
          value={form.perBuyerLimit}
          onChange={set('perBuyerLimit')}
        />,
      )}
      <div className="flex items-end">
        <Button type="submit" disabled={create.isPending}>
          Create code
        </Button>
      </div>
    </form>
  );
};

/** The seller dashboard's Discounts section: a create form and the codes with their redemptions. */
export const DiscountsSection = ({ listings }: { listings: SellerListing[] }) => {
  const { data: discounts, isPending, isError } = useDiscounts();
  const setActive = useSetDiscountActive();
  const remove = useDeleteDiscount();
  const titleOf = (id: string) => listings.find((l) => l.id === id)?.title ?? 'An agent';
  return (
    <div className="grid gap-6">
      <CreateDiscountForm listings={listings} />
      {isPending && <p className="text-sm text-muted-foreground">Loading your codes...</p>}
      {isError && <p className="text-sm text-destructive">Could not load your codes. Please try again.</p>}
      {discounts?.length === 0 && (
        <EmptyState
          Icon={TagIcon}
          title="No discount codes yet"
          text="Create a code and share your agent's link with ?code= at the end."
        />
      )}
      {discounts && discounts.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-2">Code</th>
              <th>Discount</th>
              <th>Agents</th>
              <th>Redemptions</th>
              <th>Status</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {discounts.map((d) => (
              <tr key={d.id} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-2 font-mono">{d.code}</td>
                <td>{discountLabel(d)}</td>
                <td>{d.listingIds ? d.listingIds.map(titleOf).join(', ') : 'All my agents'}</td>
                <td>
                  {d.redemptions}
                  {d.maxRedemptions !== null && ` / ${d.maxRedemptions}`}
                </td>
                <td>{!d.active ? 'Inactive' : d.endsAt && new Date(d.endsAt) <= new Date() ? 'Expired' : 'Active'}</td>
                <td className="flex justify-end gap-2 py-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={setActive.isPending}
                    onClick={() => setActive.mutate({ id: d.id, active: !d.active })}
                  >
                    {d.active ? 'Deactivate' : 'Activate'} <span className="sr-only">{d.code}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(d.id)}
                  >
                    Delete <span className="sr-only">{d.code}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
