import XCTest
import BackgroundTasks
@testable import Kestrel

final class BackgroundFlushTests: XCTestCase {
    func testFlushRequestUsesOutboxIdentifier() {
        XCTAssertEqual(BackgroundFlush.request().identifier, "com.kestrel.journal.outbox-flush")
    }

    /// Submits the real request (earliest +60 s) and waits for the system to launch it.
    func testOutboxFlushRunsWithinFiveMinutes() throws {
        let launched = expectation(description: "outbox flush launched by the system")
        BackgroundFlush.onLaunchForTesting = { launched.fulfill() }
        try BGTaskScheduler.shared.submit(BackgroundFlush.request(earliest: 60))
        NSLog("[Kestrel] submitted BGAppRefreshTaskRequest com.kestrel.journal.outbox-flush earliestBeginDate=+60s")
        // The host app is backgrounded by the scheme's pre-action so the system is free to run it;
        // give the scheduler five minutes.
        wait(for: [launched], timeout: 300)
    }
}
