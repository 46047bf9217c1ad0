import XCTest
@testable import QuillNotes

final class SyncStatusMonitorTests: XCTestCase {
    func testMonitorStartsUnknown() {
        XCTAssertEqual(FooterModel(status: .unknown).title, "Checking iCloud…")
    }

    func testMonitorReportsAvailableAccount() async {
        let monitor = SyncStatusMonitor.shared
        await monitor.refresh()
        XCTAssertNotEqual(monitor.status, .unknown)
    }
}
