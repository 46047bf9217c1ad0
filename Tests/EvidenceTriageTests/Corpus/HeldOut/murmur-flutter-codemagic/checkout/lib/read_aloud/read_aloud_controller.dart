import 'package:flutter/foundation.dart';
import 'package:flutter_tts/flutter_tts.dart';

enum TtsState { idle, playing, paused }

class ReadAloudProgress {
  ReadAloudProgress(this.state, this.paragraphsSpoken);
  final TtsState state;
  final int paragraphsSpoken;
}

/// Reads an article paragraph by paragraph with flutter_tts
/// (AVSpeechSynthesizer on iOS).
class ReadAloudController {
  ReadAloudController(this._tts) {
    _tts.setCompletionHandler(_onParagraphDone);
    _tts.setPauseHandler(() => _setState(TtsState.paused, 'paused by system'));
    _tts.setContinueHandler(() => _setState(TtsState.playing, 'continued'));
  }

  final FlutterTts _tts;
  List<String> _paragraphs = const [];
  int _index = 0;
  TtsState _state = TtsState.idle;

  ReadAloudProgress get progress => ReadAloudProgress(_state, _index);

  Future<void> read(List<String> paragraphs) async {
    await _tts.setSharedInstance(true);
    await _tts.setIosAudioCategory(IosTextToSpeechAudioCategory.playback,
        [IosTextToSpeechAudioCategoryOptions.mixWithOthers]);
    _paragraphs = paragraphs;
    _index = 0;
    _setState(TtsState.playing, 'start');
    await _tts.speak(_paragraphs.first);
  }

  Future<void> _onParagraphDone() async {
    _index++;
    debugPrint('[tts] finished paragraph $_index/${_paragraphs.length}');
    if (_index < _paragraphs.length && _state == TtsState.playing) {
      await _tts.speak(_paragraphs[_index]);
    }
  }

  void _setState(TtsState next, String why) {
    _state = next;
    debugPrint('[tts] state -> ${next.name} ($why)');
  }
}
