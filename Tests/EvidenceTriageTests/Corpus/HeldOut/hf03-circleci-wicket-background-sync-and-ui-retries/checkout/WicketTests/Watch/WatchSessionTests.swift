import XCTest
@testable import Wicket

final class WatchSessionTests: XCTestCase {
    func testWatchTimesOutWithoutActivity() async {
        let session = WatchSession(watchTimeout: .milliseconds(300))
        session.start()
        try? await Task.sleep(for: .milliseconds(400))
        XCTAssertEqual(session.state, .ended(reason: .timedOut))
    }

    func testProbeDuringWatchDoesNotEndWatch() async {
        let session = WatchSession(watchTimeout: .milliseconds(300))
        session.start()
        for _ in 0..<3 {
            try? await Task.sleep(for: .milliseconds(30))
            await session.probeAvailability()
        }
        // Three 30 ms probes are assumed to finish well inside the 300 ms watch timeout.
        XCTAssertEqual(session.state, .watching)
    }
}
