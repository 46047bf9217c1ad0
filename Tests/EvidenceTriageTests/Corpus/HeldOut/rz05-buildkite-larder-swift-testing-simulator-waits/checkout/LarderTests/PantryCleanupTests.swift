import XCTest
@testable import Larder

final class PantryCleanupTests: XCTestCase {
    func testCleanupRunsWhileCharging() {
        let ran = expectation(description: "cleanup handler ran")
        PantryCleanup.shared.onCleanupForTesting = { ran.fulfill() }
        PantryCleanup.shared.schedule()
        wait(for: [ran], timeout: 300)
    }
}
