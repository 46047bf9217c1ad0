import Foundation
import Testing
@testable import Marigold

struct TimestampParserTests {
    @Test(arguments: [
        "2026-05-14T18:22:09+0000",
        "2026-05-14T18:22:09.513+0000",
        "2026-05-14T18:22:09.513+00:00",
    ])
    func parsesServerTimestamps(raw: String) {
        let expected = Date(timeIntervalSince1970: 1_778_782_929)
        let parsed = TimestampParser.date(from: raw)
        #expect(parsed != nil)
        if let parsed {
            #expect(abs(parsed.timeIntervalSince(expected)) < 1)
        }
    }

    @Test func rejectsDateOnly() {
        #expect(TimestampParser.date(from: "2026-05-14") == nil)
    }
}
