import XCTest
@testable import Quillmail

/// Drives BackgroundFetch with a fake refresh task; the OS scheduler is not involved.
final class BackgroundFetchTests: XCTestCase {

    func testFetchCompletesWithinRefreshBudget() {
        let fetch = BackgroundFetch()
        fetch.core = FakeMailCore(fetchDuration: 0.4)
        let task = FakeRefreshTask()
        let done = expectation(description: "refresh task completed")
        task.onComplete = { _ in done.fulfill() }

        fetch.perform(task: task)

        // A BGAppRefreshTask gets ~30 s; the fetch itself takes 0.4 s here.
        wait(for: [done], timeout: 10)
        XCTAssertEqual(task.completions, [true])
    }

    func testExpirationStopsIO() {
        let core = FakeMailCore(fetchDuration: 30)
        let fetch = BackgroundFetch()
        fetch.core = core
        let task = FakeRefreshTask()

        fetch.perform(task: task)
        task.expirationHandler?()

        XCTAssertTrue(core.didStopIO)
        XCTAssertEqual(task.completions.first, false)
    }
}
