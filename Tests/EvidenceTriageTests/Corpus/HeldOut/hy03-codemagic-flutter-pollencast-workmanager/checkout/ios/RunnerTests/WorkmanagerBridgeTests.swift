import XCTest
import Flutter
import workmanager_apple
@testable import Runner

/// Native side of the background work: the plugin calls made from Dart
/// (lib/background/forecast_refresh.dart) are replayed through the plugin's
/// method channel handler inside the real Runner host.
final class WorkmanagerBridgeTests: XCTestCase {

    func testCleanupTaskIsRegisteredAtLaunch() {
        XCTAssertTrue(AppDelegate.registeredTaskIDs.contains(AppDelegate.cleanupTask),
                      "cleanup task handler was not registered at launch")
    }

    func testForecastRefreshIsRegisteredAtLaunch() {
        XCTAssertTrue(AppDelegate.registeredTaskIDs.contains(AppDelegate.forecastRefreshTask))
    }

    /// Mirrors Workmanager().registerPeriodicTask(...) from Dart, then waits for
    /// the Dart callbackDispatcher to report that the refresh ran.
    func testForecastRefreshCallbackRunsAfterScheduling() throws {
        let channel = try TestMethodChannel.workmanager()
        let ran = expectation(forNotification: .pollencastForecastRefreshed, object: nil)
        ran.expectationDescription = "forecast refresh callback ran"

        let result = channel.invoke("registerPeriodicTask", [
            "uniqueName": AppDelegate.forecastRefreshTask,
            "taskName": AppDelegate.forecastRefreshTask,
            "frequency": 4 * 60 * 60,
            "initialDelaySeconds": 0,
        ])
        XCTAssertNil(result as? FlutterError, "registerPeriodicTask returned \(String(describing: result))")

        wait(for: [ran], timeout: 120)
    }
}
