class Tags {
  static List<String> normalise(List<String> raw) {
    final seen = <String>{};
    final out = <String>[];
    for (final t in raw) {
      if (seen.add(t.trim())) out.add(t.trim());
    }
    return out;
  }
}
