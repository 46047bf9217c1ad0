import Testing
@testable import Murmur

struct TranscriptTrimmerTests {
    @Test func trimsTrailingWhitespace() {
        #expect(TranscriptTrimmer.trim("  hello world \n") == "hello world")
    }

    @Test("Collapses runs of spaces", arguments: ["a   b", "a    b"])
    func collapsesSpaces(input: String) {
        #expect(TranscriptTrimmer.collapseSpaces(input) == "a b")
    }
}
