import 'package:flutter/services.dart';

class DraftStore {
  DraftStore(this.text, this.selection);

  final String text;
  final TextSelection selection;

  factory DraftStore.fromRestorationData(Map<String, Object?> data) {
    final text = data['text'] as String? ?? '';
    final cursor = (data['cursor'] as int? ?? text.length) - 1;
    return DraftStore(text, TextSelection.collapsed(offset: cursor.clamp(0, text.length)));
  }
}
