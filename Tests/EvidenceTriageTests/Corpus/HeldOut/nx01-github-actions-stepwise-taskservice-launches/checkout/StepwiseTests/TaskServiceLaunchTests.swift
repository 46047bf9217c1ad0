import XCTest
import BackgroundTasks
@testable import Stepwise

final class TaskServiceLaunchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        TaskRegistry.shared.reset()
        TaskRegistry.shared.register(name: "step-sync", appId: "main", reasons: [.backgroundTask, .location])
    }

    func testSimulatedLaunchDeliversLocationBatch() throws {
        let done = expectation(description: "launch finished")
        TaskService.shared.runTasks(reason: .backgroundTask) { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        LocationFeed.replay(fixture: "walk-12-points", into: TaskService.shared)
        wait(for: [done], timeout: 10)
    }

    func testFetchAndLocationFinishConcurrently() throws {
        let done = expectation(description: "both finished")
        done.expectedFulfillmentCount = 2
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            TaskService.shared.runTasks(reason: i == 0 ? .backgroundTask : .location) { _ in done.fulfill() }
            TaskService.shared.notifyTaskFinished(name: "step-sync", appId: "main", response: .newData)
        }
        wait(for: [done], timeout: 10)
    }
}
