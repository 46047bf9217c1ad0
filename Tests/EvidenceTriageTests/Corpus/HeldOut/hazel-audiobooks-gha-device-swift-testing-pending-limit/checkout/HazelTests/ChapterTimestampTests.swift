import Foundation
import Testing
@testable import HazelKit

@Suite struct ChapterTimestampTests {
    @Test func formatsDuration() {
        #expect(ChapterTimestamps.format(seconds: 3_725) == "1:02:05")
    }

    /// The catalogue API sends local timestamps without an offset.
    @Test func parsesChapterStart() throws {
        let date = ChapterTimestamps.parseCatalogueDate("2026-12-06T00:00:00", locale: Locale(identifier: "en_GB@hours=h12"))
        #expect(date != nil)
    }
}
