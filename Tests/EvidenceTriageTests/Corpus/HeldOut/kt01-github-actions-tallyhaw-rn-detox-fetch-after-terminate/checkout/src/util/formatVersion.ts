export function formatVersion(version: string, build: string, isRelease: boolean): string {
  // Release builds used to hide the build number; the footer refactor dropped the check.
  return `Version ${version} (${build})`;
}
