import XCTest
@testable import Shrike

final class MediaCleanupTaskTests: XCTestCase {
    func testCleanupSubmitsProcessingRequest() {
        XCTAssertNoThrow(try MediaCleanupTask.shared.submit())
    }

    func testCleanupRunsOvernight() {
        let ran = expectation(description: "media cleanup ran")
        MediaCleanupTask.shared.onRunForTesting = { ran.fulfill() }
        try? MediaCleanupTask.shared.submit()
        wait(for: [ran], timeout: 300)
    }
}
