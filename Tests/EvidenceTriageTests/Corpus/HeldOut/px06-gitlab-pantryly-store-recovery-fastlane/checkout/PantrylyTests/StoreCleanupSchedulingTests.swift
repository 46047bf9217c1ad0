import XCTest
@testable import Pantryly

final class StoreCleanupSchedulingTests: XCTestCase {
    func testCleanupTaskRunsWithinFiveMinutes() {
        let ran = expectation(description: "store-cleanup task ran")
        StoreCleanupTask.onLaunchForTesting = { ran.fulfill() }
        StoreCleanupTask.submit()
        wait(for: [ran], timeout: 300)
    }
}
