/** The admin dashboard's operating tabs; the dashboard page mounts them. */
export { DisputesTab } from './components/disputes-tab';
export { InboxTab } from './components/inbox-tab';
export { ModerationTab } from './components/moderation-tab';
export { TopSellersTab } from './components/top-sellers-tab';
