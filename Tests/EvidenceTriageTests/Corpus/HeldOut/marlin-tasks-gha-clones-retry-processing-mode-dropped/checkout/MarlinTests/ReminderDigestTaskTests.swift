import XCTest
import BackgroundTasks
@testable import Marlin

final class ReminderDigestTaskTests: XCTestCase {
    func testDigestProcessingTaskSubmits() {
        XCTAssertNoThrow(try ReminderDigestTask.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 3600)))
    }
}
