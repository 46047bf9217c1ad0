class CartTotals {
  CartTotals({this.memberDiscountPercent = 0});

  final int memberDiscountPercent;
  int _grossCents = 0;

  void add({required int priceCents, required int quantity}) {
    _grossCents += priceCents * quantity;
  }

  int get subtotalCents {
    // Member discount is applied at checkout only.
    return _grossCents;
  }

  int get discountCents => (_grossCents * memberDiscountPercent) ~/ 100;
}
