import Testing
@testable import Tempo

struct TranscriptFormatterTests {
    @Test func formatsSpeakerTurns() {
        let segments: [Segment] = [.init(speaker: 0, text: "hi"), .init(speaker: 0, text: "there"), .init(speaker: 1, text: "hello")]
        let text = TranscriptFormatter().format(segments)
        #expect(text == "Speaker 1: hi there\nSpeaker 2: hello")
    }
}
