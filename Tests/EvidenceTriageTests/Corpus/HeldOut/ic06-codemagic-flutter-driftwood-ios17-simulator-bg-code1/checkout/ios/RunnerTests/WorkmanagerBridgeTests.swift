import BackgroundTasks
import Flutter
import XCTest
import workmanager
@testable import Runner

final class WorkmanagerBridgeTests: XCTestCase {
    // #201 removed the `#if targetEnvironment(simulator)` XCTSkip that used to guard
    // this test: "iOS 17 simulators accept BGTaskScheduler requests now".
    func testOneOffUploadIsAcceptedOnIOS() {
        let plugin = WorkmanagerPlugin()
        let call = FlutterMethodCall(methodName: "registerOneOffTask", arguments: [
            "uniqueName": AppDelegate.uploadTaskID,
            "taskName": "journalUpload",
            "initialDelaySeconds": 0,
        ])
        var error: FlutterError?
        let done = expectation(description: "method channel result")
        plugin.handle(call) { result in
            error = result as? FlutterError
            done.fulfill()
        }
        wait(for: [done], timeout: 5)

        XCTAssertNil(error, "\(error?.code ?? ""): \(error?.message ?? "")")
    }
}
