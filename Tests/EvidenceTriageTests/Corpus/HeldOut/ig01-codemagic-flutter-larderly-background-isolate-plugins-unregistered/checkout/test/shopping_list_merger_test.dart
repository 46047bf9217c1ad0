import 'package:flutter_test/flutter_test.dart';
import 'package:larderly/shopping/shopping_list_merger.dart';

void main() {
  group('ShoppingListMerger', () {
    final merger = ShoppingListMerger();

    test('merges duplicate items case-insensitively', () {
      final merged = merger.merge([
        [const ShoppingLine('Oat milk', 1), const ShoppingLine('Rice', 1)],
        [const ShoppingLine('oat milk', 2), const ShoppingLine('Lentils', 1)],
      ]);

      expect(merged.length, 3);
      expect(merged.firstWhere((l) => l.name == 'Oat milk').quantity, 3);
    });

    test('keeps the first spelling of a product', () {
      final merged = merger.merge([
        [const ShoppingLine('Rice', 1)],
        [const ShoppingLine('Rice', 4)],
      ]);
      expect(merged.single.name, 'Rice');
    });

    test('returns an empty list for no input', () {
      expect(merger.merge(const []), isEmpty);
    });
  });
}
