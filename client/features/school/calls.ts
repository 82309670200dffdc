// The school's branding and first-run checklist calls (settings.php).
import * as settingsAddresses from '../../../shared/calls/addresses/settings';
import type * as settings from '../../../shared/calls/settings';
import { callRef } from '../../api/contract';

export const schoolCalls = {
  saveBrand: callRef<typeof settings.saveBrand>(settingsAddresses.saveBrand),
  sendTestMail: callRef<typeof settings.sendTestMail>(settingsAddresses.sendTestMail),
  getChecklist: callRef<typeof settings.getChecklist>(settingsAddresses.getChecklist),
  dismissChecklist: callRef<typeof settings.dismissChecklist>(settingsAddresses.dismissChecklist),
};
