class Lighthouse {
  const Lighthouse(this.name, this.lat, this.lon);
  final String name;
  final double lat;
  final double lon;
}

class LighthouseRepository {
  LighthouseRepository(this._all);
  factory LighthouseRepository.fixture() => LighthouseRepository(const [
        Lighthouse('Baily', 53.3617, -6.0528),
        Lighthouse('Kish Bank', 53.3106, -5.9256),
        Lighthouse('Poolbeg', 53.3422, -6.1894),
      ]);
  final List<Lighthouse> _all;

  List<Lighthouse> nearby({required double lat, required double lon}) {
    final sorted = [..._all]..sort((a, b) => a.name.compareTo(b.name));
    return sorted;
  }
}
