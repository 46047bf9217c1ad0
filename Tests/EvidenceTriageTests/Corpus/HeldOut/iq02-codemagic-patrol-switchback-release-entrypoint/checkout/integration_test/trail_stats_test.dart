import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:switchback/stats/trail_stats.dart';

void main() {
  patrolTest('formats elevation gain with a thousands separator', ($) async {
    const stats = TrailStats(1204);
    expect(stats.elevationLabel, '1,204 ft gain');
  });
}
