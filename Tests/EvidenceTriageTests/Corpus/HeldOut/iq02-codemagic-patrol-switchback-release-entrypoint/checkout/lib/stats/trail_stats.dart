class TrailStats {
  const TrailStats(this.elevationGainFeet);
  final int elevationGainFeet;

  String get elevationLabel => '$elevationGainFeet ft gain';
}
