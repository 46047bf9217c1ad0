/// "1.8 m", "−0.3 m" (typographic minus, as in the printed tide tables).
String tideHeightText(double metres) => '${metres.toStringAsFixed(1)} m';
