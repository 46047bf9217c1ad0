import 'receipt.dart';

class ReceiptListModel {
  ReceiptListModel(this._all);
  final List<Receipt> _all;

  /// Newest first for display.
  List<Receipt> get visible => [..._all]..sort((a, b) => b.date.compareTo(a.date));

  /// [index] comes from the list view, i.e. an index into [visible].
  void deleteAt(int index) {
    _all.removeAt(index);
  }
}
