/// Card networks settle with banker's rounding; receipts must match the statement.
double roundCents(double amount) {
  return (amount * 100).roundToDouble() / 100;
}
