import XCTest
@testable import Tallowmere

final class DigestRefreshHandlerTests: XCTestCase {
    private func makeHandler(inbox: StubInboxService) -> DigestRefreshHandler {
        DigestRefreshHandler(inbox: inbox, scheduler: DigestRefreshScheduler(scheduler: FakeTaskScheduler()))
    }

    func testExpirationCancelsFetch() {
        let inbox = StubInboxService(delay: .seconds(5))
        let task = FakeRefreshTask()
        makeHandler(inbox: inbox).handle(task)
        task.expire()
        XCTAssertEqual(task.completedWith, false)
    }

    func testHandlerCompletesTaskWhenInboxEmpty() {
        let inbox = StubInboxService(issues: [])
        let task = FakeRefreshTask()
        let completed = expectation(description: "setTaskCompleted called")
        task.onComplete = { _ in completed.fulfill() }

        makeHandler(inbox: inbox).handle(task)   // no scheduler involved: the fake task is handed straight in

        wait(for: [completed], timeout: 30)
    }

    func testHandlerFetchesNewIssues() {
        let inbox = StubInboxService(issues: [.fixture(id: 41)])
        let task = FakeRefreshTask()
        let completed = expectation(description: "setTaskCompleted called")
        task.onComplete = { _ in completed.fulfill() }
        makeHandler(inbox: inbox).handle(task)
        wait(for: [completed], timeout: 30)
        XCTAssertEqual(inbox.stored.map(\.id), [41])
    }
}
