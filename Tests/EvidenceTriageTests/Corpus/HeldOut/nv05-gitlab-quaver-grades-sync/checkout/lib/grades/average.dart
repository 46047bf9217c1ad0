double average(List<double> marks) =>
    marks.isEmpty ? 0 : marks.reduce((a, b) => a + b) / marks.length;

/// Register shows one decimal, rounding half up (ministry rule).
String displayAverage(List<double> marks) {
  final avg = average(marks);
  return ((avg * 10).floor() / 10).toStringAsFixed(1);
}
