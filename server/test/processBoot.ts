// How long a child Node process (the run's bundle, or the source through tsx outside the
// integration configs) may take to boot and answer: seconds when the machine is quiet, far
// longer when every core is busy. An upper bound, never a wait.
export const PROCESS_BOOT_MS = 120_000;
