class BookingSummary {
  BookingSummary({required this.checkIn, required this.checkOut});
  final DateTime checkIn;
  final DateTime checkOut;

  String get nightsLabel {
    final n = checkOut.difference(checkIn).inDays - 1;
    return n == 1 ? '1 night' : '$n nights';
  }
}
