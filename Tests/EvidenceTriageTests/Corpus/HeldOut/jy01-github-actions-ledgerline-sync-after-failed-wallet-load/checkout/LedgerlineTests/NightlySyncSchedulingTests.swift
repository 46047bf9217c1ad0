import BackgroundTasks
import XCTest
@testable import Ledgerline

/// End-to-end: background the app and wait for iOS to start the nightly sync.
final class NightlySyncSchedulingTests: XCTestCase {
    func testNextThreeAMIsTomorrowAfterThree() {
        let date = ISO8601DateFormatter().date(from: "2026-12-02T04:00:00Z")!
        XCTAssertGreaterThan(NightlySyncScheduler.nextThreeAM(after: date), date)
    }

    func testNightlySyncRunsAfterBackgrounding() {
        let launched = expectation(description: "nightly sync launched by the system")
        let token = NotificationCenter.default.addObserver(forName: .ledgerlineSyncDidStart, object: nil, queue: .main) { _ in
            launched.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        NightlySyncScheduler.scheduleNext(now: Date().addingTimeInterval(-3 * 3600))
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [launched], timeout: 180)
    }
}
