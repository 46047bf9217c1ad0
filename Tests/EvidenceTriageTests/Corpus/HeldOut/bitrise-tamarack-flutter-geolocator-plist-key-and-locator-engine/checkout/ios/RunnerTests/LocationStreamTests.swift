import CoreLocation
import XCTest
@testable import geolocator

/// The run tracker streams positions through geolocator's iOS handler.
/// The app declares UIBackgroundModes = location, so a started stream must
/// keep delivering when the screen is locked during a run.
class LocationStreamTests: XCTestCase {

  func testForegroundStreamUsesBestAccuracyForRuns() {
    let handler = GeolocationHandler()
    handler.startListening(withDesiredAccuracy: kCLLocationAccuracyBest,
                           distanceFilter: 5,
                           resultHandler: { _ in },
                           errorHandler: { _, _ in })
    XCTAssertEqual(handler.locationManager.desiredAccuracy, kCLLocationAccuracyBest)
    handler.stopListening()
  }

  func testBackgroundUpdatesEnabledWhenModeDeclared() {
    let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    XCTAssertTrue(modes.contains("location"), "precondition: built app declares the location mode")

    let handler = GeolocationHandler()
    handler.startListening(withDesiredAccuracy: kCLLocationAccuracyBest,
                           distanceFilter: 5,
                           resultHandler: { _ in },
                           errorHandler: { _, _ in })

    XCTAssertTrue(handler.locationManager.allowsBackgroundLocationUpdates,
                  "stream stops when the phone locks mid-run")
    handler.stopListening()
  }
}
