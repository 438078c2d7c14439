import { limits } from '@agentsy/contracts/constants';
import { TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TopRatedAgentsBoard, WeeklyInvitersBoard, WeeklySellersBoard } from './boards';

const BoardCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <CardHeader className="flex-row items-center gap-2">
      <TrophyIcon className="size-5 text-brand-text" aria-hidden />
      <CardTitle className="text-lg">{title}</CardTitle>
    </CardHeader>
    <CardContent>{children}</CardContent>
  </Card>
);

/** The home page's community cards: the top 3 of each leaderboard, linking to the full boards. */
export const CommunityCards = () => (
  <div className="grid gap-4">
    <div className="grid gap-4 md:grid-cols-3">
      <BoardCard title="Top Sellers">
        <WeeklySellersBoard top={limits.leaderboardCardTop} />
      </BoardCard>
      <BoardCard title="Top Rated">
        <TopRatedAgentsBoard top={limits.leaderboardCardTop} />
      </BoardCard>
      <BoardCard title="Top Inviters">
        <WeeklyInvitersBoard top={limits.leaderboardCardTop} />
      </BoardCard>
    </div>
    <Link to="/leaderboard" className="justify-self-end text-sm font-medium text-brand-text hover:underline">
      View the full leaderboard
    </Link>
  </div>
);
