import AVFoundation
import os

/// Speaks turn-by-turn cues sent from Dart over the navigation channel. Navigation
/// keeps running in the background through the `location` background mode.
final class SpokenCuePlayer: NSObject, AVSpeechSynthesizerDelegate {
    private let log = Logger(subsystem: "com.trailmate.app", category: "Cue")
    private let synthesizer = AVSpeechSynthesizer()
    private(set) var history: [CueRecord] = []

    override init() {
        super.init()
        synthesizer.delegate = self
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .voicePrompt, options: [.duckOthers])
    }

    func speak(_ text: String, id: String) {
        try? AVAudioSession.sharedInstance().setActive(true)
        history.append(CueRecord(id: id, text: text, state: .queued))
        synthesizer.speak(AVSpeechUtterance(string: text))
        log.info("cue \(id, privacy: .public) queued: \(text, privacy: .public)")
    }

    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
        mark(utterance, .spoken)
    }
}
