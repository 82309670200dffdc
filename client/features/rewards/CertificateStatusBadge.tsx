// A certificate's status (SPEC §4): active, inactive (revoked by staff) or expired.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CertificateStatus } from '../../../shared/rewards';

/** Shades dark enough for white text (WCAG AA), as the course activity badges. */
const COLORS: Record<CertificateStatus, string> = { active: 'teal.9', inactive: 'gray.7', expired: 'red.9' };

export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled">
      {t(`rewards.status.${status}`)}
    </Badge>
  );
}
