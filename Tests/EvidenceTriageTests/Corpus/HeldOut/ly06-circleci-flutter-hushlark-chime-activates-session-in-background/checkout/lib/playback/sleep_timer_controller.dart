import 'dart:async';

import 'package:audio_session/audio_session.dart';
import 'package:just_audio/just_audio.dart';

import '../alarm/wake_chime.dart';

/// Plays the chosen soundscape until the sleep timer runs out, fades it out,
/// and (optionally) rings the wake chime afterwards.
class SleepTimerController {
  SleepTimerController(this._loop, this._chime);

  final AudioPlayer _loop;
  final WakeChime _chime;
  final Completer<void> _done = Completer<void>();
  Timer? _timer;

  /// Completes when the timer ran out and, if requested, the chime rang.
  Future<void> get finished => _done.future;

  Future<void> start(Duration length, {Duration? chimeAfter}) async {
    final session = await AudioSession.instance;
    await session.configure(const AudioSessionConfiguration.music());
    await session.setActive(true);
    unawaited(_loop.play());
    _timer = Timer(length, () async {
      await _fadeOut();
      await _loop.stop();
      // Let Music/Podcasts resume once our soundscape is over.
      await session.setActive(false,
          avAudioSessionSetActiveOptions: AVAudioSessionSetActiveOptions.notifyOthersOnDeactivation);
      if (chimeAfter == null) {
        _done.complete();
        return;
      }
      _timer = Timer(chimeAfter, () {
        _chime.ring().then(_done.complete, onError: _done.completeError);
      });
    });
  }

  Future<void> _fadeOut() async {
    for (var v = 1.0; v > 0; v -= 0.1) {
      await _loop.setVolume(v);
      await Future<void>.delayed(const Duration(milliseconds: 150));
    }
  }

  void cancel() => _timer?.cancel();
}
