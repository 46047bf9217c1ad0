import Flutter
import XCTest
@testable import Runner

final class LiveActivityBridgeTests: XCTestCase {
    func testStartReturnsActivityId() {
        let done = expectation(description: "result")
        LiveActivityBridge.testing(linked: true).handle(FlutterMethodCall(methodName: "start", arguments: ["matchId": "m-88"])) { value in
            XCTAssertNotNil(value as? String); done.fulfill()
        }
        wait(for: [done], timeout: 1)
    }

    /// On a supported OS without the module linked, the message must name the
    /// missing setup, not the OS version.
    func testUnlinkedModuleReportsSetupError() {
        var error: FlutterError?
        LiveActivityBridge.testing(linked: false).handle(FlutterMethodCall(methodName: "start", arguments: nil)) {
            error = $0 as? FlutterError
        }

        XCTAssertEqual(error?.code, "live_activity_module_unavailable")
        XCTAssertEqual(error?.message, "Live Activities are not set up in this build: add the MatchdayLiveActivity target to the Runner scheme.")
    }
}
