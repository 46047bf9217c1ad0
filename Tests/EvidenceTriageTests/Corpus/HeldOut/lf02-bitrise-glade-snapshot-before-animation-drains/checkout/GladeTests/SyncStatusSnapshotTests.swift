import iOSSnapshotTestCase
import XCTest
@testable import Glade

final class SyncStatusSnapshotTests: FBSnapshotTestCase {
    func testSpinnerMidRefresh() {
        let view = SyncStatusView(frame: CGRect(x: 0, y: 0, width: 84, height: 84))
        view.state = .refreshing(progress: 0.4)      // starts the indeterminate spinner animation
        FBSnapshotVerifyView(view)
    }

    func testIdleCheckmark() {
        let view = SyncStatusView(frame: CGRect(x: 0, y: 0, width: 84, height: 84))
        view.state = .idle
        FBSnapshotVerifyView(view)
    }
}
