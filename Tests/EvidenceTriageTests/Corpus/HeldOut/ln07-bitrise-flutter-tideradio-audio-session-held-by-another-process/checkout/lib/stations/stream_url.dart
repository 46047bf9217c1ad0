Uri? parseStreamUrl(String raw) {
  final uri = Uri.tryParse(raw.trim());
  if (uri == null) return null;
  return (uri.scheme == 'http' || uri.scheme == 'https') ? uri : null;
}
