import Testing
import Foundation
@testable import Marrow

@Suite("Weekly digest")
struct WeeklyDigestTests {
    @Test func digestWeekStartsMondayMidnight() {
        let digest = WeeklyDigest(listens: Fixtures.listens("week-37"))
        let start = digest.weekStart   // computed with Calendar.current
        #expect(start == Date(timeIntervalSince1970: 1_788_480_000))
    }
}
