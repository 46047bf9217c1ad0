import 'dart:convert';
import 'dart:io';

import 'package:path_provider/path_provider.dart';

import 'tide_client.dart';

class SnapshotStore {
  SnapshotStore({required this.fileName});
  final String fileName;

  Future<File> write(List<TideReading> readings) async {
    final dir = await getTemporaryDirectory();
    final file = File('${dir.path}/$fileName');
    await file.writeAsString(jsonEncode(readings.map((r) => r.toJson()).toList()));
    print('[tides] snapshot written ${file.path}');
    return file;
  }
}
