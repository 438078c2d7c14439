import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { IosInstallDialog } from './ios-install-dialog';

export const InstallButton = () => {
  const { isVisible, isIos, install } = useInstallPrompt();
  const [isIosHelpOpen, setIsIosHelpOpen] = useState(false);
  if (!isVisible) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => (isIos ? setIsIosHelpOpen(true) : void install())}
        aria-label="Add to Home Screen"
      >
        <DownloadIcon aria-hidden />
        <span className="hidden md:inline">Add to Home Screen</span>
      </Button>
      {isIos && <IosInstallDialog open={isIosHelpOpen} onOpenChange={setIsIosHelpOpen} />}
    </>
  );
};
