import XCTest
@testable import GaugeFit

final class SyncBadgeTests: XCTestCase {
    func testLastSyncLabelUsesRelativeTime() {
        let label = SyncBadge(lastSync: Date(timeIntervalSinceNow: -120)).label
        XCTAssertEqual(label, "Synced 2 min ago")
    }
}
