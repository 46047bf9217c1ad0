import 'package:ferncast/main.dart' as app;
import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('plants are sorted by next watering', ($) async {
    await app.main(seed: 'three-plants');
    await $.pumpAndSettle();

    final names = $(#plantTileName)
        .evaluate()
        .map((e) => (e.widget as Text).data)
        .toList();
    expect(names, ['Fiddle leaf fig', 'Monstera deliciosa', 'Snake plant']);
  });

  patrolTest('add plant sheet opens', ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $(#addPlantFab).tap();
    await $('New plant').waitUntilVisible();
  });
}
