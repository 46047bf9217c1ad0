import BackgroundTasks
import XCTest
@testable import Larkmeadow

/// Runs on the lab device: submits the refresh, then asks BGTaskScheduler to
/// launch it right away (same private entry point the LLDB command uses).
final class FeedRefreshLaunchTests: XCTestCase {
    func testSimulatedRefreshImportsNewEvents() throws {
        let app = TestApp.shared
        app.feedServer.serve(Fixtures.ics("club-calendar-3-new"))   // three new timed events
        try FeedRefreshTask.submit(recorder: app.recorder)

        let finished = expectation(forNotification: .feedRefreshDidFinish, object: nil)
        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")), with: FeedRefreshTask.identifier)
        wait(for: [finished], timeout: 30)

        XCTAssertEqual(app.store.importedEventCount, 3)
    }
}
