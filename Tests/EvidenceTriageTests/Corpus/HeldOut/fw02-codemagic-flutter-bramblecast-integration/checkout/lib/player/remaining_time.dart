/// Label under the scrubber, e.g. "-12:04" or "-1:27:10".
String remainingLabel(Duration remaining) {
  final minutes = remaining.inMinutes;
  final seconds = remaining.inSeconds.remainder(60).toString().padLeft(2, '0');
  return '-$minutes:$seconds';
}
