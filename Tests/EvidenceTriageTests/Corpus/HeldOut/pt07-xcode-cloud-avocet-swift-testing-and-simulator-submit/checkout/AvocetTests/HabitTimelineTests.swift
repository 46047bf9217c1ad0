import Testing
import Foundation
@testable import Avocet

@Suite struct HabitTimelineTests {
    @Test("Timeline covers a full week") func timelineHasSevenEntries() {
        let entries = HabitTimeline().entries(startingAt: Date(timeIntervalSince1970: 1_790_000_000))
        #expect(entries.count == 7)
    }
}
