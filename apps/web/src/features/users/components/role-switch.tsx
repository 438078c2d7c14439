import type { CurrentUser } from '@agentsy/contracts';
import { StoreIcon } from 'lucide-react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSwitchRole } from '../api/switch-role';
import { BecomeSellerButton } from './become-seller-button';

export const hasSellerMode = (user: CurrentUser) => user.sellerEnabled || user.roles.includes('seller');

/** docs/product.md#site-wide-elements: a buyer/seller toggle once seller mode exists, otherwise the opt-in to it. */
export const RoleSwitch = ({ user }: { user: CurrentUser }) => {
  const id = useId();
  const switchRole = useSwitchRole();
  if (!hasSellerMode(user)) return <BecomeSellerButton />;

  const isSeller = user.activeRole === 'seller';
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 dark:border-slate-800">
      <Label htmlFor={id} className="flex items-center gap-2">
        <StoreIcon className="size-4" aria-hidden />
        Seller mode
      </Label>
      <Switch
        id={id}
        checked={isSeller}
        disabled={switchRole.isPending}
        onCheckedChange={(checked) => switchRole.mutate(checked ? 'seller' : 'buyer')}
      />
    </div>
  );
};
