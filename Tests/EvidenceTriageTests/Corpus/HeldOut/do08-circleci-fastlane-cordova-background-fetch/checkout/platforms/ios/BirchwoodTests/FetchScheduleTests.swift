import XCTest
@testable import Birchwood

final class FetchScheduleTests: XCTestCase {
    /// Outbox flush is scheduled with BackgroundFetch.scheduleTask({taskId:
    /// 'com.birchwood.outbox-flush', delay: 5000}). We expect the event within
    /// a minute on the CI simulator.
    func testScheduledTaskFiresWithinAMinute() throws {
        let harness = try CordovaHarness.launch()
        let fired = expectation(description: "com.birchwood.outbox-flush event")
        harness.onConsoleMessage { line in
            if line.contains("[sync] task com.birchwood.outbox-flush") { fired.fulfill() }
        }
        try harness.evalSync("""
            BackgroundFetch.scheduleTask({taskId: 'com.birchwood.outbox-flush', delay: 5000, periodic: false})
        """)

        // iOS decides when (and whether) a BGProcessingTask runs; "delay" is
        // only the earliestBeginDate. Nothing in the simulator forces it.
        //
        //
        //
        //
        //
        wait(for: [fired], timeout: 60)
    }
}
