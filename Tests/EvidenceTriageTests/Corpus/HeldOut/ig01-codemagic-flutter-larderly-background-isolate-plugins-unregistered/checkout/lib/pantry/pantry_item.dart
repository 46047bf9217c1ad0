class PantryItem {
  PantryItem({required this.name, required this.quantity, this.expiresOn});

  final String name;
  final int quantity;
  final DateTime? expiresOn;

  bool expiresWithin(Duration window, {DateTime? now}) {
    final expiry = expiresOn;
    if (expiry == null) {
      return false;
    }
    return expiry.difference(now ?? DateTime.now()) <= window;
  }
}
