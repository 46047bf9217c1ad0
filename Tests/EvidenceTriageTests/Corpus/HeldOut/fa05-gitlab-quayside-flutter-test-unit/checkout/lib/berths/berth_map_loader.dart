import 'dart:convert';

import 'package:flutter/services.dart';

class BerthLayout {
  BerthLayout(this.dock, this.berths);
  final String dock;
  final List<String> berths;
}

class BerthMapLoader {
  BerthMapLoader([AssetBundle? bundle]) : _bundle = bundle ?? rootBundle;
  final AssetBundle _bundle;

  Future<BerthLayout> load(String dock) async {
    final raw = await _bundle.loadString('assets/berths/$dock.json');
    final json = jsonDecode(raw) as Map<String, dynamic>;
    return BerthLayout(json['dock'] as String, (json['berths'] as List).cast<String>());
  }
}
