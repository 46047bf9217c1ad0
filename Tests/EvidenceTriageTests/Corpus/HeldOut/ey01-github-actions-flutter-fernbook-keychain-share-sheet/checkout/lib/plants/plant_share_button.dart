import 'package:flutter/material.dart';
import 'package:share_plus/share_plus.dart';

import 'plant.dart';
import 'plant_card_renderer.dart';

/// App-bar action on the plant detail page: renders the plant card to a PNG
/// and hands it to the system share sheet.
class PlantShareButton extends StatelessWidget {
  const PlantShareButton({super.key, required this.plant});

  final Plant plant;

  @override
  Widget build(BuildContext context) {
    return IconButton(
      key: const Key('plant-detail-share'),
      tooltip: 'Share',
      icon: const Icon(Icons.ios_share),
      onPressed: () => _share(context),
    );
  }

  Future<void> _share(BuildContext context) async {
    final png = await PlantCardRenderer.renderPng(plant);
    // The share sheet is anchored to nothing: on iPad the popover needs a
    // source rect (sharePositionOrigin) inside the presenting view.
    await Share.shareXFiles(
      [XFile.fromData(png, name: '${plant.slug}.png', mimeType: 'image/png')],
      text: '${plant.commonName}: water every ${plant.wateringIntervalDays} days',
    );
  }
}
