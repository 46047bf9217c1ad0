import XCTest
@testable import Orrin

final class PrunePlayedJobTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "PrunePlayedJobTests/testPruneHandlerCompletesTask", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testPruneHandlerCompletesTask() {
        let stack = CoreDataStack.inMemory()
        stack.insertPlayedEpisodes(count: 4, daysAgo: 10)
        let task = FakeProcessingTask()
        let done = expectation(description: "setTaskCompleted")
        task.onComplete = { _ in done.fulfill() }
        PrunePlayedJob(stack: stack, recorder: .test).handle(task)
        wait(for: [done], timeout: 10)
        XCTAssertEqual(task.success, true)
    }
}
