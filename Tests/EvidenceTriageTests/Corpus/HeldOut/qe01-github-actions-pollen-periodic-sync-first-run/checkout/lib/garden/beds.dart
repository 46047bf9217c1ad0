class Bed {
  Bed(this.name, {required this.lastWatered});
  final String name;
  final DateTime lastWatered;
}

class Beds {
  /// Beds that have gone longest without water come first.
  static List<Bed> sortedForToday(List<Bed> beds) {
    final copy = [...beds];
    copy.sort((a, b) => b.lastWatered.compareTo(a.lastWatered));
    return copy;
  }
}
