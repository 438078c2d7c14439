import { leaderboardCopy } from '@agentsy/contracts/messages';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TopRatedAgentsBoard, WeeklyInvitersBoard, WeeklySellersBoard } from './boards';

const Panel = ({ title, caption, children }: { title: string; caption: string; children: ReactNode }) => (
  <Card>
    <CardHeader>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{caption}</CardDescription>
    </CardHeader>
    <CardContent className="grid gap-6">{children}</CardContent>
  </Card>
);

/**
 * The three boards as tabs. `invite` is what the Top Inviters tab adds under its list: the
 * signed-in user's own link, or a way to sign in for one.
 */
export const LeaderboardTabs = ({ invite }: { invite: ReactNode }) => (
  <Tabs defaultValue="sellers">
    <TabsList>
      <TabsTrigger value="sellers">Top Sellers</TabsTrigger>
      <TabsTrigger value="rated">Top Rated</TabsTrigger>
      <TabsTrigger value="inviters">Top Inviters</TabsTrigger>
    </TabsList>
    <TabsContent value="sellers">
      <Panel title="Top Sellers" caption={`Most downloads this week. ${leaderboardCopy.weekResets}`}>
        <WeeklySellersBoard />
      </Panel>
    </TabsContent>
    <TabsContent value="rated">
      <Panel title="Top Rated" caption="Highest average rating, from agents with at least 3 reviews.">
        <TopRatedAgentsBoard />
      </Panel>
    </TabsContent>
    <TabsContent value="inviters">
      <Panel title="Top Inviters" caption={`Most successful referrals this week. ${leaderboardCopy.referralRule}`}>
        <WeeklyInvitersBoard />
        {invite}
      </Panel>
    </TabsContent>
  </Tabs>
);
