import XCTest
import Flutter
import workmanager
@testable import Runner

final class PeriodicSyncTests: XCTestCase {
    func testFrequencyClampedToFifteenMinutes() {
        XCTAssertEqual(PeriodicSyncConfig(frequencyMinutes: 5).effectiveFrequency, 15 * 60)
    }

    func testPeriodicSyncFiresAfterFifteenMinutes() {
        let fired = expectation(description: "periodic sync callback")
        TrackSyncProbe.shared.onRun = { _ in fired.fulfill() }
        let call = FlutterMethodCall(methodName: "registerPeriodicTask", arguments: [
            "uniqueName": "dev.tamarack.trails.periodic-sync",
            "taskName": "syncOfflineTracks",
            "frequency": 900,
        ])
        WorkmanagerPlugin().handle(call) { result in
            if let error = result as? FlutterError { print("PlatformException(\(error.code), \(error.message ?? ""), null, null)") }
        }
        wait(for: [fired], timeout: 960)
    }
}
