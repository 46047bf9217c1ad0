import XCTest
@testable import Runner

/// TaskResultBridge turns the Dart callback's bool into the BGTask completion.
/// FakeBGTask records setTaskCompleted; nothing here touches BGTaskScheduler.
final class TaskResultBridgeTests: XCTestCase {

    func testDartTrueCompletesTaskSuccessfully() {
        let task = FakeBGTask(identifier: AppDelegate.refreshIdentifier)
        TaskResultBridge.complete(task, dartResult: true, error: nil)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testDartFalseCompletesTaskUnsuccessfully() {
        let task = FakeBGTask(identifier: AppDelegate.refreshIdentifier)
        TaskResultBridge.complete(task, dartResult: false, error: nil)
        XCTAssertEqual(task.completedSuccess, false)
        XCTAssertTrue(task.nextRequestSubmitted, "periodic task must still be resubmitted after a failed run")
    }

    func testThrownErrorCompletesTaskUnsuccessfully() {
        let task = FakeBGTask(identifier: AppDelegate.refreshIdentifier)
        TaskResultBridge.complete(task, dartResult: nil, error: FlutterErrorStub.isolateCrashed)
        XCTAssertEqual(task.completedSuccess, false)
    }
}
