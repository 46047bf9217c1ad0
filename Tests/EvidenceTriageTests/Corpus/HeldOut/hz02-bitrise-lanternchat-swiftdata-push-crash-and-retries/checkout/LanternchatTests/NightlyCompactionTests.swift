import XCTest
@testable import Lanternchat

final class NightlyCompactionTests: XCTestCase {
    /// Backgrounds the app and waits for the system to run the compaction task.
    func testCompactionRunsWithinTwoMinutesOfBackgrounding() {
        let finished = XCTNSNotificationExpectation(name: StoreCompaction.didFinish)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        StoreCompaction.shared.schedule()
        let result = XCTWaiter().wait(for: [finished], timeout: 120)
        XCTAssertTrue(result == .completed, "store compaction should have run within 120 s of backgrounding")
    }
}
