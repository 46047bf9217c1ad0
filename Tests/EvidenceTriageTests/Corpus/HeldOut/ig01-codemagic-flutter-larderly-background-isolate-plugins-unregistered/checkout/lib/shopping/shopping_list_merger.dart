class ShoppingLine {
  const ShoppingLine(this.name, this.quantity);
  final String name;
  final int quantity;

  @override
  String toString() => 'ShoppingLine($name x$quantity)';
}

/// Merges the lines of several shopping lists into one, summing quantities
/// of the same product.
class ShoppingListMerger {
  List<ShoppingLine> merge(Iterable<List<ShoppingLine>> lists) {
    final byName = <String, ShoppingLine>{};
    for (final list in lists) {
      for (final line in list) {
        final key = line.name.trim();
        final existing = byName[key];
        byName[key] = existing == null
            ? line
            : ShoppingLine(existing.name, existing.quantity + line.quantity);
      }
    }
    return byName.values.toList();
  }
}
