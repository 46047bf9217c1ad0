class ReceiptLine {
  ReceiptLine(this.label, this.raw, this.amount, this.currency,
      {this.quantity = 1, this.isTotal = false, this.isDiscount = false});
  final String label;
  final String raw;
  final double amount;
  final String currency;
  final int quantity;
  final bool isTotal;
  final bool isDiscount;
}

class ReceiptParser {
  ReceiptParser({required this.locale});
  final String locale;

  static final _amount = RegExp(r'(\d[\d.,]*)\s*([A-Z]{3})?\s*$');

  ReceiptLine? parseLine(String input) {
    final m = _amount.firstMatch(input);
    if (m == null) return null;
    final raw = m.group(1)!;
    // BUG: treats the first separator as the decimal point, whatever it is.
    final normalised = raw.replaceFirst(',', '.').replaceAll(',', '');
    final amount = double.parse(normalised.split('.').take(2).join('.'));
    final label = input.substring(0, m.start).trim();
    return ReceiptLine(label, raw, amount, m.group(2) ?? 'USD');
  }
}
