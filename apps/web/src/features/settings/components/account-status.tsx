import type { CurrentUser } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const accountTypes: Record<CurrentUser['role'], string> = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' };

export const AccountStatus = ({ user }: { user: CurrentUser }) => (
  <Card>
    <CardHeader>
      <CardTitle className="text-lg">Account Status</CardTitle>
    </CardHeader>
    <CardContent>
      <dl className="grid gap-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">Account type</dt>
          <dd>
            <Badge variant="secondary">{accountTypes[user.role]}</Badge>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="flex flex-wrap items-center justify-end gap-2">
            <span className="break-all">{user.email}</span>
            {user.emailVerified ? <Badge>Verified</Badge> : <Badge variant="outline">Not verified</Badge>}
          </dd>
        </div>
      </dl>
    </CardContent>
  </Card>
);
