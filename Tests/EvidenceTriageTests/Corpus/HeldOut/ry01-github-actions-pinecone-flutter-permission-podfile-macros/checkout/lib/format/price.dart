String formatPrice(int cents) {
  final dollars = cents ~/ 100;
  final rest = (cents % 100).toString().padLeft(2, '0');
  return '\$$dollars.$rest';
}

String formatUnitPrice(int totalCents, int units) {
  final perUnit = totalCents / units / 100;
  return '\$${perUnit.toString()}';
}
