import XCTest
import Flutter
import workmanager
@testable import Runner

/// Drives the workmanager plugin's method channel directly, the way the Dart
/// side does when the field app queues an upload of pending observations.
final class WorkmanagerBridgeTests: XCTestCase {
    private var plugin: WorkmanagerPlugin!
    private var ran: XCTestExpectation!

    override func setUp() {
        super.setUp()
        plugin = WorkmanagerPlugin()
        ran = expectation(description: "upload task ran")
        BackgroundUploadProbe.shared.onRun = { [ran] _ in ran?.fulfill() }
    }

    override func tearDown() {
        BackgroundUploadProbe.shared.onRun = nil
        super.tearDown()
    }

    func testInitializeStoresCallbackHandle() {
        let call = FlutterMethodCall(methodName: "initialize",
                                     arguments: ["callbackHandle": 7781, "isInDebugMode": false])
        var outcome: Any?
        plugin.handle(call) { outcome = $0 }
        XCTAssertNil(outcome as? FlutterError)
        ran.fulfill()
    }

    func testOneOffUploadRunsAfterInitialDelay() {
        let call = FlutterMethodCall(methodName: "registerOneOffTask", arguments: [
            "uniqueName": "app.kestrel.field.upload",
            "taskName": "uploadPendingObservations",
            "initialDelaySeconds": 15,
            "networkType": "connected",
        ])
        plugin.handle(call) { result in
            if let error = result as? FlutterError {
                print("registerOneOffTask -> \(error.code): \(error.message ?? "")")
            }
        }
        // The upload worker should have run ~15 s after registration.
        wait(for: [ran], timeout: 60)
    }
}
