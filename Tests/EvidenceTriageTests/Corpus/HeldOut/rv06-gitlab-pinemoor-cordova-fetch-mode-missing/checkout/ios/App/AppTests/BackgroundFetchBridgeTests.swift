import XCTest
import BackgroundTasks
@testable import App

final class BackgroundFetchBridgeTests: XCTestCase {
    override func setUp() {
        super.setUp()
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    func testConfigureSubmitsDefaultFetchTask() {
        var thrown: Error?
        do { try BackgroundFetchBridge.configure(minimumFetchInterval: 30) } catch { thrown = error }
        XCTAssertNil(thrown)
    }

    func testCustomTaskSubmitsProcessingRequest() throws {
        try BackgroundFetchBridge.scheduleConditionsSync(delay: 3600)
        let pending = expectation(description: "pending requests")
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            XCTAssertTrue(requests.contains { $0.identifier == BackgroundFetchBridge.conditionsIdentifier })
            pending.fulfill()
        }
        wait(for: [pending], timeout: 5)
    }
}
