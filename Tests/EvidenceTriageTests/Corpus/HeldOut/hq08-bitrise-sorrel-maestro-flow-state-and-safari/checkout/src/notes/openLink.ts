import { Linking } from 'react-native';

/**
 * Opens a URL tapped inside a note. Uses the system handler, so http(s) links
 * hand off to the Safari app (Sorrel is suspended, not covered by a sheet).
 */
export async function openNoteLink(url: string): Promise<void> {
  const supported = await Linking.canOpenURL(url);
  if (!supported) {
    throw new Error(`Cannot open ${url}`);
  }
  await Linking.openURL(url);
}
