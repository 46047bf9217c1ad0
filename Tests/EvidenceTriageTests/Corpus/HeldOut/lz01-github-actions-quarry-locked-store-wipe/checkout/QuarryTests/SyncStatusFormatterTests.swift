import XCTest
@testable import Quarry

final class SyncStatusFormatterTests: XCTestCase {
    private let formatter = SyncStatusFormatter(calendar: .current, now: { Date(timeIntervalSince1970: 1_786_631_400) })

    func testLastSyncLabelUsesTwelveHourClock() {
        let date = Date(timeIntervalSince1970: 1_786_631_400 - 3_600)
        XCTAssertEqual(formatter.lastSyncLabel(for: date), "Today, 2:30 PM")
    }

    func testNeverSyncedLabel() {
        XCTAssertEqual(formatter.lastSyncLabel(for: nil), "Never synced")
    }
}
