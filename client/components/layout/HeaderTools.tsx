// The header's interactive controls with their tooltips and server data (sign-in mode, support e-mail,
// session): a chunk of its own, loaded after the page is on screen (see Header.tsx). Until it arrives the
// header shows the same controls, plain (headerControls.tsx).
import { DataProviders } from '../../lib/dataProviders';
import { useAppInfo } from '../../lib/appInfo';
import { Tip, TooltipGroup } from '../ui/Tooltip';
import { AccountControls } from './AccountControls';
import { ChatLink, LanguageButton } from './headerControls';

export default function HeaderTools() {
  return (
    <DataProviders>
      <TooltipGroup>
        <Tip label="Language: English">
          <LanguageButton />
        </Tip>
        <SupportChat />
        <AccountControls />
      </TooltipGroup>
    </DataProviders>
  );
}

function SupportChat() {
  const appInfo = useAppInfo();
  return (
    <Tip label="Chat with us">
      <ChatLink supportEmail={appInfo.data?.supportEmail} />
    </Tip>
  );
}
