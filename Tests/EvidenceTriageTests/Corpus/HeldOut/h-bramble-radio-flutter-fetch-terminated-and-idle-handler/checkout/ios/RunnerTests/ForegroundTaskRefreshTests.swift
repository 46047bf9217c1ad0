import XCTest
import BackgroundTasks
@testable import flutter_foreground_task
@testable import Runner

final class ForegroundTaskRefreshTests: XCTestCase {
    func testRefreshHandlerInvokesDartCallback() {
        let task = FakeAppRefreshTask(identifier: "com.pravera.flutter_foreground_task.refresh")
        let called = expectation(description: "onRepeatEvent dispatched to the Dart isolate")
        DartProbe.shared.onRepeatEvent = { called.fulfill() }
        BackgroundServiceManager.handleAppRefresh(task: task)
        wait(for: [called], timeout: 30)
        XCTAssertTrue(task.completedSuccessfully)
    }
}
