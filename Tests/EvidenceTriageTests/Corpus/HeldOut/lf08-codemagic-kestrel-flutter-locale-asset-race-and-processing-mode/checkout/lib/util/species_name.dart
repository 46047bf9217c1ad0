/// "black-headed gull" -> "Black-headed Gull" (hyphenated second part stays lower case).
String speciesTitle(String raw) {
  return raw
      .split(' ')
      .map((w) => w.isEmpty ? w : w[0].toUpperCase() + w.substring(1))
      .join(' ')
      .split('-')
      .map((w) => w.isEmpty ? w : w[0].toUpperCase() + w.substring(1))
      .join('-');
}
