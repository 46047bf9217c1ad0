import XCTest
@testable import Saltmarsh

final class ListeningStatsFormatterTests: XCTestCase {
    func testMinutesListenedUsesGrouping() {
        let stats = ListeningStats(minutes: 1_234_567)
        XCTAssertEqual(stats.minutesLabel, "1,234,567 min")
    }
}
