import XCTest
@testable import Pebble

@MainActor
final class ReachabilityMonitorTests: XCTestCase {
    func testStartsOnline() {
        let monitor = ReachabilityMonitor(monitor: FakePathMonitor())
        XCTAssertTrue(monitor.isOnline)
    }

    func testReportsOfflineWhenPathUnsatisfied() async throws {
        let fake = FakePathMonitor()
        let monitor = ReachabilityMonitor(monitor: fake)
        monitor.start()
        fake.deliver(status: .unsatisfied)   // calls pathUpdateHandler on the queue passed to start(queue:)
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertFalse(monitor.isOnline)
    }
}
