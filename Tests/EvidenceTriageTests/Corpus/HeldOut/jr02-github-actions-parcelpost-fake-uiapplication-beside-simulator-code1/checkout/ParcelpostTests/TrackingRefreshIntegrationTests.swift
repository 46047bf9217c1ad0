import XCTest
@testable import Parcelpost

/// Runs against the real BGTaskScheduler (no fake).
final class TrackingRefreshIntegrationTests: XCTestCase {
    func testTrackingRefreshRunsAfterBackgrounding() {
        let ran = expectation(forNotification: TrackingRefresh.didRun, object: nil)
        TrackingRefresh.shared.submit()
        wait(for: [ran], timeout: 120)
    }
}
