import Testing
import Foundation
@testable import Tidewire

struct EditionDateTests {
    @Test func parsesEditionDateInLondonTime() throws {
        let date = try EditionDate(string: "2026-10-25/uk")        // clocks go back that night
        let comps = Calendar.london.dateComponents([.year, .month, .day], from: date.publishedAt)
        #expect(comps.day == 25)
    }

    @Test func rejectsUnknownRegion() {
        #expect(throws: EditionDate.ParseError.self) { try EditionDate(string: "2026-10-25/xx") }
    }
}
