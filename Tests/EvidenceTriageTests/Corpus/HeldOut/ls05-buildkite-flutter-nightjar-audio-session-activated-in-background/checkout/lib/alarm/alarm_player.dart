import 'package:audio_session/audio_session.dart';
import 'package:just_audio/just_audio.dart';

/// Plays the wake chime when the sleep timer ends.
class AlarmPlayer {
  AlarmPlayer({AudioPlayer? player}) : _player = player ?? AudioPlayer();

  final AudioPlayer _player;
  bool _configured = false;

  Future<void> _configure() async {
    final session = await AudioSession.instance;
    await session.configure(const AudioSessionConfiguration(
      avAudioSessionCategory: AVAudioSessionCategory.playback,
      avAudioSessionCategoryOptions: AVAudioSessionCategoryOptions.mixWithOthers,
      avAudioSessionMode: AVAudioSessionMode.defaultMode,
    ));
    _configured = true;
  }

  /// Called from the sleep timer. Since 3.8 the session is configured and
  /// activated lazily here instead of at app start, to avoid interrupting
  /// other apps' audio when the user never sets an alarm.
  Future<void> ring({String asset = 'assets/audio/wake_chime.caf'}) async {
    if (!_configured) {
      await _configure();
    }
    final session = await AudioSession.instance;
    await session.setActive(true);
    await _player.setAsset(asset);
    await _player.setVolume(1.0);
    await _player.play();
  }

  Future<void> stop() async {
    await _player.stop();
    final session = await AudioSession.instance;
    await session.setActive(false);
  }
}
