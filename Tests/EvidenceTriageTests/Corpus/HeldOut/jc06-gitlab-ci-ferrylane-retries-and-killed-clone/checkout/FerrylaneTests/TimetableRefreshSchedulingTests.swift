import XCTest
@testable import Ferrylane

final class TimetableRefreshSchedulingTests: XCTestCase {
    func testRefreshFiresAfterEarliestBeginDate() throws {
        let fired = expectation(forNotification: .timetableRefreshDidRun, object: nil)
        try? TimetableRefresh.schedule(earliest: Date(timeIntervalSinceNow: 5))
        wait(for: [fired], timeout: 60)
    }
}
