import Testing
@testable import Loomreel

@Suite struct CaptionCueParserTests {
    @Test func parsesTiming() throws {
        let cue = try #require(CaptionCueParser.parse("00:01.000 --> 00:04.500\nMark the baseline."))
        #expect(cue.start == 1.0)
        #expect(cue.end == 4.5)
    }

    @Test func parsesMultilineText() throws {
        let cue = try #require(CaptionCueParser.parse("00:05.000 --> 00:07.000\nSaw on the waste side\nof the line."))
        #expect(cue.text == "Saw on the waste side\nof the line.")
    }

    @Test func parsesPositionSettings() throws {
        let cue = try #require(CaptionCueParser.parse("00:10.000 --> 00:12.000 line:85% position:70%\nChisel to the line."))
        #expect(cue.line == 0.85)
        #expect(cue.position == 0.7)
    }
}
