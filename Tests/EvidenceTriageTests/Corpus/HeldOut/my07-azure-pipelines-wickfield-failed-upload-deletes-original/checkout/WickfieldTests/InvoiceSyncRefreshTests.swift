import XCTest
import BackgroundTasks
@testable import Wickfield

final class InvoiceSyncRefreshTests: XCTestCase {
    func testRefreshRequestIsAccepted() throws {
        let scheduler = InvoiceSyncScheduler(scheduler: .shared)
        XCTAssertNoThrow(try scheduler.scheduleNextSync(after: 15 * 60))
    }
}
