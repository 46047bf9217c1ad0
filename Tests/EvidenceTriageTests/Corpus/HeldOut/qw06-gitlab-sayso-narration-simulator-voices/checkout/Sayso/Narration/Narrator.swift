import AVFoundation
import os

/// Reads chapter headings and notes aloud with the system voices.
final class Narrator: NSObject, AVSpeechSynthesizerDelegate {
    let synthesizer = AVSpeechSynthesizer()
    private let log = Logger(subsystem: "app.sayso", category: "Speech")
    var onFinish: ((String) -> Void)?

    override init() {
        super.init()
        synthesizer.delegate = self
    }

    func voice(for language: String) -> AVSpeechSynthesisVoice? {
        let voice = AVSpeechSynthesisVoice(language: language)
        if voice == nil {
            log.error("no installed voice for \(language, privacy: .public); voices available: \(AVSpeechSynthesisVoice.speechVoices().count)")
        }
        return voice
    }

    func speak(_ text: String, language: String = "en-GB") {
        let utterance = AVSpeechUtterance(string: text)
        utterance.voice = voice(for: language)
        synthesizer.speak(utterance)
    }

    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        onFinish?(utterance.speechString)
    }
}
