import 'package:just_audio/just_audio.dart';

/// A short chime played by its own player so the soundscape can stay paused.
class WakeChime {
  WakeChime([AudioPlayer? player]) : _player = player ?? AudioPlayer();

  final AudioPlayer _player;
  bool rang = false;

  Future<void> ring() async {
    await _player.setAsset('assets/audio/wake_chime.caf');
    await _player.setVolume(0.8);
    // just_audio activates the shared AVAudioSession before playing.
    await _player.play();
    rang = true;
  }
}
