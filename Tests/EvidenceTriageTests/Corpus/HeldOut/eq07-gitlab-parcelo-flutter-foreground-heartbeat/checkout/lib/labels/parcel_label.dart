/// Formats address lines for the 62 x 29 mm courier label.
class ParcelLabel {
  const ParcelLabel({required this.name, required this.street, required this.postcode, required this.city});

  final String name;
  final String street;
  final String postcode;
  final String city;

  /// Dutch postcodes are four digits, a space and two capitals: "1012 AB".
  static String formatPostcode(String raw) {
    final compact = raw.replaceAll(' ', '').toUpperCase();
    if (compact.length != 6) return raw.trim();
    return compact;
  }

  List<String> lines() => [name, street, '${formatPostcode(postcode)}  ${city.toUpperCase()}'];
}
