@testable import Shoebox
import XCTest

final class BackgroundSessionReattachTests: XCTestCase {
    private var reattacher: BackgroundSessionReattacher!

    override func setUp() {
        super.setUp()
        reattacher = BackgroundSessionReattacher()
    }

    override func tearDown() {
        reattacher.invalidate()
        super.tearDown()
    }

    func testReattachReportsNoTasksOnCleanInstall() {
        let done = expectation(description: "tasks listed")
        reattacher.reattach { tasks in
            XCTAssertTrue(tasks.isEmpty)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    func testReattachesToInFlightUploadsAfterRelaunch() {
        // Simulates the relaunch path: invalidate and immediately recreate the same background session.
        let first = expectation(description: "first listing")
        reattacher.reattach { _ in first.fulfill() }
        wait(for: [first], timeout: 10)
        reattacher.invalidate()

        let second = expectation(description: "second listing")
        reattacher.reattach { _ in second.fulfill() }
        wait(for: [second], timeout: 10)
    }
}
