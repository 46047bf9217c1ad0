import Testing
@testable import Murmur

@Suite struct TranscriptPunctuationTests {
    @Test func capitalizesAfterPeriod() {
        #expect(TranscriptPunctuation.sentenceCase("done. next") == "Done. Next")
    }

    @Test func capitalizesAfterQuestionMark() {
        #expect(TranscriptPunctuation.sentenceCase("ready? let's go") == "Ready? Let's go")
    }
}
