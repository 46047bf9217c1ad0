/// Counts the words of a journal entry as the user sees them, ignoring markdown markers.
int wordCount(String markdown) {
  final stripped = markdown
      .replaceAll(RegExp(r'^#{1,6}\s', multiLine: true), '')
      .replaceAll(RegExp(r'[*_`]'), '');
  return stripped.split(RegExp(r'\s+')).where((w) => w.isNotEmpty).length;
}
