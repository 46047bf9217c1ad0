import XCTest
@testable import Kestrel

final class EPGRefreshTests: XCTestCase {
    func testSimulatedLaunchRefreshesGuide() {
        let refreshed = expectation(forNotification: .guideDidRefresh, object: nil)
        // The app schedules the refresh when it moves to the background; this test never backgrounds it.
        DebugScheduler.simulateLaunch(BackgroundTasks.epgRefresh)
        wait(for: [refreshed], timeout: 30)
    }
}
