class Units {
  /// Default units for a locale; users can override in Settings.
  static String forLocale(String locale) =>
      locale.startsWith('en') ? 'imperial' : 'metric';
}
