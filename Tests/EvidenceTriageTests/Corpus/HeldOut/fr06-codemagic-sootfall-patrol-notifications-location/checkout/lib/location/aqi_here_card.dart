import 'package:flutter/material.dart';

import 'location_service.dart';
import '../aqi/aqi_repository.dart';

class AqiHereButton extends StatelessWidget {
  const AqiHereButton({super.key, required this.onResult});

  final ValueChanged<AqiReading> onResult;

  @override
  Widget build(BuildContext context) {
    return FilledButton.icon(
      key: const Key('useMyLocationButton'),
      icon: const Icon(Icons.my_location),
      label: const Text('Use my location'),
      onPressed: () async {
        final position = await LocationService().currentPosition();
        onResult(await AqiRepository.instance.at(position));
      },
    );
  }
}
