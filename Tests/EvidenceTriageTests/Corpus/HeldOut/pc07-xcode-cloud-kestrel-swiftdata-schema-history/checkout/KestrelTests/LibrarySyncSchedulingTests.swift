import XCTest
import BackgroundTasks
@testable import Kestrel

final class LibrarySyncSchedulingTests: XCTestCase {
    func testOvernightSyncRunsAfterSubmit() throws {
        let ran = expectation(description: "library sync processing task ran")
        LibrarySyncScheduler.shared.onLaunchForTesting = { ran.fulfill() }
        try LibrarySyncScheduler.shared.submitOvernightSync()
        wait(for: [ran], timeout: 300)
    }
}
