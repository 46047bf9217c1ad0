import 'package:audio_session/audio_session.dart';
import 'package:just_audio/just_audio.dart';

class RadioPlayer {
  RadioPlayer._();
  static final instance = RadioPlayer._();
  final _player = AudioPlayer();

  bool get playing => _player.playing;

  Future<void> play(Uri stream) async {
    final session = await AudioSession.instance;
    await session.configure(const AudioSessionConfiguration.music());
    await _player.setUrl(stream.toString());
    await _player.play();
  }
}
