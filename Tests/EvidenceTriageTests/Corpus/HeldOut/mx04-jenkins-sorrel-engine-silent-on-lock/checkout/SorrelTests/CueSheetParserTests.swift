import Testing
@testable import SorrelAudio

struct CueSheetParserTests {

    @Test func indexWithFramesParses() throws {
        let cue = try CueSheet(parsing: "TRACK 02 AUDIO\n  INDEX 01 04:12:37")
        #expect(cue.tracks[0].start == 252.493)
    }

    @Test func quotedTitleKeepsApostrophe() throws {
        let cue = try CueSheet(parsing: "TITLE \"Rock 'n' Roll\"")
        #expect(cue.title == "Rock 'n' Roll")
    }
}
