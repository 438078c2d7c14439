import { type PrivacyPreferences, type ProfileVisibility, profileVisibilities } from '@agentsy/contracts';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { usePrivacyPreferences } from '../api/get-privacy-preferences';
import { useUpdatePrivacyPreferences } from '../api/update-privacy-preferences';

const visibilityLabels: Record<ProfileVisibility, string> = {
  public: 'Public - anyone can see your profile',
  users: 'Members - only signed-in users',
  private: 'Private - only you',
};

const PrivacyForm = ({ saved }: { saved: PrivacyPreferences }) => {
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  const update = useUpdatePrivacyPreferences();
  const set = <K extends keyof PrivacyPreferences>(key: K, value: PrivacyPreferences[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(draft);
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="privacy-visibility">Profile Visibility</Label>
        <NativeSelect
          id="privacy-visibility"
          value={draft.profileVisibility}
          onChange={(event) => set('profileVisibility', event.target.value as ProfileVisibility)}
        >
          {profileVisibilities.map((v) => (
            <option key={v} value={v}>
              {visibilityLabels[v]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="privacy-purchases">Show Purchase History</Label>
          <p id="privacy-purchases-hint" className="text-sm text-muted-foreground">
            List the agents you bought on your public profile.
          </p>
        </div>
        <Switch
          id="privacy-purchases"
          aria-describedby="privacy-purchases-hint"
          checked={draft.showPurchaseHistory}
          onCheckedChange={(checked) => set('showPurchaseHistory', checked)}
        />
      </div>
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="privacy-messaging">Allow Messaging</Label>
          <p id="privacy-messaging-hint" className="text-sm text-muted-foreground">
            Let other users start a conversation with you.
          </p>
        </div>
        <Switch
          id="privacy-messaging"
          aria-describedby="privacy-messaging-hint"
          checked={draft.allowMessaging}
          onCheckedChange={(checked) => set('allowMessaging', checked)}
        />
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Privacy Settings'}
        </Button>
      </div>
    </form>
  );
};

export const PrivacySettings = () => {
  const { data: saved, isPending } = usePrivacyPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Privacy</CardTitle>
        <CardDescription>Decide who sees your profile and who can reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending || !saved ? <Skeleton className="h-40 w-full" /> : <PrivacyForm saved={saved} />}
      </CardContent>
    </Card>
  );
};
