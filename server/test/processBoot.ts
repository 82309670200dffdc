// How long a child Node process started through tsx may take to boot and answer: seconds when
// the machine is quiet, far longer when every core is busy. An upper bound, never a wait.
export const PROCESS_BOOT_MS = 120_000;
