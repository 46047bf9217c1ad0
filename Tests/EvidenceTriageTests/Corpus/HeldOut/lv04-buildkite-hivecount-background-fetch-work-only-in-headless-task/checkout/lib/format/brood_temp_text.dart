/// Brood nest temperature label. Readings arrive in Celsius.
String broodTempText(double celsius, {bool fahrenheit = false}) {
  if (!fahrenheit) return '${celsius.toStringAsFixed(1)} °C';
  final f = celsius * 9 / 5 + 32;
  return '${f.round()} °F';
}
