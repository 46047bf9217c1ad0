import XCTest
import CoreLocation
@testable import WaypostKit

final class ReverseGeocodeUserLocationTests: OperationTestCase {
    var geocoder: MockGeocoder!

    override func setUp() {
        super.setUp()
        geocoder = MockGeocoder()
        geocoder.placemarks = [MockPlacemark.ferryBuilding]
    }

    func test__completion_block_receives_placemark_and_location() {
        var received: (CLPlacemark?, CLLocation?) = (nil, nil)
        // UserLocationOperation uses the app's CLLocationManager; the visit-logging path
        // runs after a significant-location-change wakeup.
        let operation = ReverseGeocodeUserLocationOperation(geocoder: geocoder, accuracy: kCLLocationAccuracyHundredMeters) { placemark, location in
            received = (placemark, location)
        }
        let done = expectation(description: "user location")
        operation.addCompletionBlock { done.fulfill() }
        runOperation(operation)
        waitForExpectations(timeout: 3)
        XCTAssertNotNil(received.0)
        XCTAssertNotNil(received.1)
    }

    func test__geocoder_is_cancelled_when_operation_cancelled() {
        let operation = ReverseGeocodeOperation(geocoder: geocoder, location: .ferryBuilding)
        operation.cancel()
        runOperation(operation)
        XCTAssertTrue(geocoder.didCancel)
    }
}
