import { SellersDirectory } from '@/features/sellers/components/sellers-directory';
import { useDocumentTitle } from '@/lib/use-document-title';

export const Component = () => {
  useDocumentTitle('Creators');
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">Discover Creators</h1>
        <p className="mt-2 text-muted-foreground">
          Meet the independent creators building agents, prompts and workflows on Agentsy.
        </p>
      </header>
      <SellersDirectory />
    </div>
  );
};
