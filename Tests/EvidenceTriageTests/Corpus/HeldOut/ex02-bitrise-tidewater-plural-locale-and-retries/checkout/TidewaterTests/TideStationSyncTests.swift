import XCTest
@testable import Tidewater

final class TideStationSyncTests: XCTestCase {
    func testSuccessfulPullEndsIdle() async {
        let sync = TideStationSync { }
        await sync.start()
        XCTAssertEqual(sync.status, .idle)
    }

    func testRetryStatusVisibleBeforeRestart() async throws {
        var attempts = 0
        let sync = TideStationSync(retryWait: .milliseconds(10)) {
            attempts += 1
            if attempts < 3 { throw URLError(.timedOut) }
        }
        let task = Task { await sync.start() }
        // Poll every 10 ms for the error state between attempts.
        try await Task.sleep(for: .milliseconds(10))
        XCTAssertEqual(sync.status, .error, "status flipped back to running before the poll observed .error")
        task.cancel()
    }
}
