/// Swell height label on the harbour card. Sailors in the UK/IE market read metres.
String swellLabel(double metres, {String units = 'imperial'}) {
  if (units == 'metric') return '${metres.toStringAsFixed(1)} m';
  return '${(metres * 3.28084).toStringAsFixed(1)} ft';
}
