import CoreLocation
import XCTest
@testable import background_locator

/// iOS relaunches a terminated app in the background for a significant
/// location change; the plugin spins up a headless FlutterEngine and forwards
/// the location to the Dart callback. A location can arrive before that
/// engine has finished running its entrypoint.
class LocatorRelaunchTests: XCTestCase {

  func testLocationEventBeforeEngineRunIsQueued() {
    let plugin = BackgroundLocatorPlugin.makeForRelaunch(engineStarted: false)
    let delivered = expectation(description: "location forwarded once engine runs")
    plugin.onDartCallbackForTesting = { _ in delivered.fulfill() }

    plugin.locationManager(CLLocationManager(), didUpdateLocations: [
      CLLocation(latitude: 46.5197, longitude: 6.6323)
    ])
    plugin.completeHeadlessEngineStartForTesting()

    wait(for: [delivered], timeout: 5)
  }

  func testRegionRadiusClampedToMinimum() {
    let plugin = BackgroundLocatorPlugin.makeForRelaunch(engineStarted: true)
    XCTAssertEqual(plugin.clampedRadius(10), 100)
  }
}
