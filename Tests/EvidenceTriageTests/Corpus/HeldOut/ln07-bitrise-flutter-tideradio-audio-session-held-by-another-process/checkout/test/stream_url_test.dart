import 'package:flutter_test/flutter_test.dart';
import 'package:tideradio/stations/stream_url.dart';

void main() {
  group('stream url parser', () {
    test('accepts https streams', () {
      expect(parseStreamUrl('https://stream.tideradio.example/north.mp3'), isNotNull);
    });
    test('accepts icy scheme', () {
      expect(parseStreamUrl('icy://stream.tideradio.example:8000/north'), isNotNull);
    });
  });
}
