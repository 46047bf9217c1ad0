import XCTest
import BackgroundTasks
@testable import Tern

final class CleanupSchedulingTests: XCTestCase {
    func testReceiptCleanupSubmitted() throws {
        XCTAssertNoThrow(try CleanupScheduler.shared.submitNightlyCleanup())
    }
}
