import 'dart:typed_data';

import 'package:gal/gal.dart';

sealed class ExportResult {
  const ExportResult();
}

class Exported extends ExportResult {
  const Exported();
}

class ExportFailed extends ExportResult {
  const ExportFailed(this.reason);
  final String reason;
}

/// Saves a rendered journal card into the user's Photos library ("Lumenroll" album).
class CardExporter {
  const CardExporter();

  Future<ExportResult> save(Uint8List png) async {
    try {
      await Gal.putImageBytes(png, album: 'Lumenroll');
      return const Exported();
    } on GalException catch (e) {
      // ignore: avoid_print
      print('[export] saving card failed: ${e.type.name} (${e.type.message})');
      return ExportFailed(e.type.message);
    }
  }
}
