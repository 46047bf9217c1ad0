/// Shortens user-facing text (notification previews, widget subtitles) to [max]
/// characters, adding an ellipsis when it cuts.
String truncatePreview(String text, int max) {
  return text.length > max ? '${text.substring(0, max)}…' : text;
}
