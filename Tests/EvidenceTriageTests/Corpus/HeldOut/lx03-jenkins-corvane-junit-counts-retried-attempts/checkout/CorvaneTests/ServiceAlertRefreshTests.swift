import XCTest
@testable import Corvane

final class FakeRefreshTask: RefreshTaskProtocol {
    var expirationHandler: (() -> Void)?
    var completed: Bool?
    var onComplete: () -> Void = {}
    func setTaskCompleted(success: Bool) { completed = success; onComplete() }
}

final class ServiceAlertRefreshTests: XCTestCase {
    func testHandlerCompletesTaskAfterFetch() {
        let refresh = ServiceAlertRefresh(fetchAlerts: {
            try await Task.sleep(for: .milliseconds(200))
            return ["Part suspended: Elizabeth line"]
        })
        let task = FakeRefreshTask()
        refresh.handle(task)

        // Give the fetch time to finish.
        Thread.sleep(forTimeInterval: 0.25)
        XCTAssertEqual(task.completed, true)
    }

    func testSubmitRefreshRequestIsAcceptedOnSimulator() throws {
        let refresh = ServiceAlertRefresh(fetchAlerts: { [] })
        XCTAssertNoThrow(try refresh.submit())
    }
}
