import XCTest
@testable import App

/// AppDelegate forwards silent pushes to the runner via a RunnerDispatching fake.
final class RemoteNotificationBridgeTests: XCTestCase {

    func testSuccessfulDispatchReportsNewData() {
        let runner = FakeRunnerDispatcher(result: .success(nil))
        var reported: UIBackgroundFetchResult?
        RemoteNotificationBridge(runner: runner).handle(["kind": "note-shared"]) { reported = $0 }
        XCTAssertEqual(reported, .newData)
    }

    func testFailedDispatchReportsFailedFetchResult() {
        let runner = FakeRunnerDispatcher(result: .failure(RunnerError.jsException("TypeError: undefined is not an object")))
        var reported: UIBackgroundFetchResult?
        RemoteNotificationBridge(runner: runner).handle(["kind": "note-shared"]) { reported = $0 }
        XCTAssertEqual(reported, .failed)
    }
}
