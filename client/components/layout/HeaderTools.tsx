// The header's interactive controls with their tooltips and server data (sign-in mode, support e-mail,
// session): a chunk of its own, loaded after the page is on screen (see Header.tsx). Until it arrives the
// header shows the same controls, plain (headerControls.tsx).
import { DataProviders } from '../../lib/dataProviders';
import { useAppInfo } from '../../lib/appInfo';
import { Tip, TooltipGroup } from '../ui/Tooltip';
import { AccountControls } from './AccountControls';
import { ChatLink } from './headerControls';
import { LanguageMenu } from './LanguageMenu';
import { m } from '../../lib/i18n';

export default function HeaderTools() {
  return (
    <DataProviders>
      <TooltipGroup>
        <LanguageMenu />
        <SupportChat />
        <AccountControls />
      </TooltipGroup>
    </DataProviders>
  );
}

function SupportChat() {
  const appInfo = useAppInfo();
  return (
    <Tip label={m.header_chat()}>
      <ChatLink supportEmail={appInfo.data?.supportEmail} />
    </Tip>
  );
}
