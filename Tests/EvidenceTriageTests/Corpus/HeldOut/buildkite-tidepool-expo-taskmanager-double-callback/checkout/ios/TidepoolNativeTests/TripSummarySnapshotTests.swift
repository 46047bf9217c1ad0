import SnapshotTesting
import XCTest
@testable import Tidepool

final class TripSummarySnapshotTests: XCTestCase {
    func testDistanceLabelUsesLocaleDecimal() {
        let summary = TripSummaryFormatter(locale: Locale(identifier: "de_DE"))
        let text = summary.render(TripFixture.harborLoop)   // 12.43 km, 65 min

        assertSnapshot(of: text, as: .lines)
    }

    func testDurationRoundsToMinutes() {
        let summary = TripSummaryFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(summary.duration(seconds: 3_929), "1 h 05 min")
    }
}
