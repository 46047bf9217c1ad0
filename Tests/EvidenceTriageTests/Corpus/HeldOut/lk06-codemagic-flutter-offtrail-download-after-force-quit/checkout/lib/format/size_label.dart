String sizeLabel(int bytes) {
  final mb = bytes / (1024 * 1024);
  return '${mb.round()} MB';
}
