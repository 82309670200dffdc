// A loader announced to screen readers: the status region speaks its hidden text, and the spinner
// is decoration (a name on the spinner itself, an element without a role, is an ARIA attribute
// axe refuses).
import { Center, type CenterProps, Loader, type MantineSize, VisuallyHidden } from '@mantine/core';

export interface LoadingStatusProps extends Omit<CenterProps, 'children'> {
  label: string;
  size?: MantineSize | number;
}

export function LoadingStatus({ label, size, ...box }: LoadingStatusProps) {
  return (
    <Center role="status" {...box}>
      <Loader size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
