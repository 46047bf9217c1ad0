import XCTest
@testable import Fernleaf

final class EventCatchUpTaskTests: XCTestCase {
    private func makeTask(events: Int, decryptDelay: Duration = .milliseconds(2)) -> EventCatchUpTask {
        EventCatchUpTask(source: StubEventSource(count: events),
                         decryptor: SlowDecryptor(delay: decryptDelay),
                         store: InMemoryEventStore())
    }

    func testProcessesAllPendingEvents() {
        let catchUp = makeTask(events: 120)
        let task = FakeProcessingTask()
        let done = expectation(description: "completed")
        task.onComplete = { _ in done.fulfill() }
        catchUp.run(task)
        wait(for: [done], timeout: 5)
        XCTAssertEqual(catchUp.processedCount, 120)
    }

    func testExpirationStopsProcessingRemainingEvents() {
        let catchUp = makeTask(events: 500)
        let task = FakeProcessingTask()
        let done = expectation(description: "completed")
        task.onComplete = { _ in done.fulfill() }

        catchUp.run(task)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { task.expire() }

        wait(for: [done], timeout: 5)
        XCTAssertLessThan(catchUp.processedCount, 500, "processing must stop once the task expires")
    }

    func testExpiredRunReportsFailure() {
        let catchUp = makeTask(events: 500)
        let task = FakeProcessingTask()
        let done = expectation(description: "completed")
        task.onComplete = { _ in done.fulfill() }

        catchUp.run(task)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { task.expire() }

        wait(for: [done], timeout: 5)
        XCTAssertEqual(task.completedWith, false, "an expired catch-up must complete with success: false")
    }
}
