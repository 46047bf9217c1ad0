import Testing
@testable import Relay

struct CallDurationFormatterTests {
    @Test func formatsMinutes() {
        #expect(CallDurationFormatter.string(125) == "2:05")
    }

    @Test func formatsHours() {
        #expect(CallDurationFormatter.string(3_725) == "1:02:05")
    }
}
