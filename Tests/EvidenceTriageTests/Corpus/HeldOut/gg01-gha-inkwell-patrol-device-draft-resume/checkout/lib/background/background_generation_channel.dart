import 'package:flutter/foundation.dart';
import 'package:flutter/services.dart';
import 'package:shared_preferences/shared_preferences.dart';

/// Dart side of background generation. The iOS handler is expected to call
/// back into `resumeGeneration` when the OS launches a BGTask while a draft
/// is still generating (see BackgroundGenerationHandler.swift).
class BackgroundGenerationChannel {
  static const _channel = MethodChannel('inkwell/background_generation');

  static Future<void> init(Future<void> Function(String draftId) resume) async {
    _channel.setMethodCallHandler((call) async {
      if (call.method == 'resumeGeneration') {
        final draftId = call.arguments as String;
        debugPrint('[bg] resumeGeneration draftId=$draftId');
        await resume(draftId);
      }
    });
  }

  static Future<void> scheduleFromTest({required String draftId}) async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.setString('bg_generation_active_draft', draftId);
    await _channel.invokeMethod<void>('schedule');
    debugPrint('[bg] scheduleBackgroundGeneration draftId=$draftId -> submitted refresh+processing');
  }

  static Future<void> scheduleRefreshOnly() async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.remove('bg_generation_active_draft');
    await _channel.invokeMethod<void>('scheduleRefreshOnly');
  }
}
