class SettingsStrings {
  // Copy deck says sentence case: "Weekly digest".
  static const digestToggle = 'Weekly Digest';
}
