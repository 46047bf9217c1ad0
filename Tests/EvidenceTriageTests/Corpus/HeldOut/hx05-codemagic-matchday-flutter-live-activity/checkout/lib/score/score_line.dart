/// Minute label for the score line: 45', 90+3', 120+1'.
String minuteLabel(int minute, {required int regulationEnd}) {
  if (minute <= regulationEnd) return "$minute'";
  // Stoppage time is shown as an offset on the regulation end.
  return "$minute'";
}
