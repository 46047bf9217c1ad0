import XCTest
@testable import Quillnote

final class NightlyIndexTaskTests: XCTestCase {
    func testIndexRequestSubmits() {
        XCTAssertNoThrow(try NightlyIndexTask.submit())
    }

    func testIndexTaskLaunchesWithinFiveMinutes() throws {
        let launched = expectation(description: "nightly-index launched")
        NightlyIndexTask.onLaunchForTesting = { launched.fulfill() }
        try NightlyIndexTask.submit()
        wait(for: [launched], timeout: 300)
    }
}
