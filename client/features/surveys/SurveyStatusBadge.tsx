import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SurveyStatus } from '../../../shared/surveys';

// Dark shades under white text: readable (WCAG AA) in both themes.
const COLOR: Record<SurveyStatus, string> = { draft: 'gray.7', open: 'teal.9', closed: 'grape.9' };

export function SurveyStatusBadge({ status }: { status: SurveyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="filled">
      {t(`surveys.status.${status}`)}
    </Badge>
  );
}
