enum TideKind { high, low }

class TideEvent {
  const TideEvent(this.kind, this.time, {this.heightMetres = 0});

  factory TideEvent.high(DateTime time, {double heightMetres = 0}) =>
      TideEvent(TideKind.high, time, heightMetres: heightMetres);

  factory TideEvent.low(DateTime time, {double heightMetres = 0}) =>
      TideEvent(TideKind.low, time, heightMetres: heightMetres);

  final TideKind kind;
  final DateTime time;
  final double heightMetres;

  @override
  String toString() => 'TideEvent(${kind.name} @ $time, ${heightMetres}m)';
}
