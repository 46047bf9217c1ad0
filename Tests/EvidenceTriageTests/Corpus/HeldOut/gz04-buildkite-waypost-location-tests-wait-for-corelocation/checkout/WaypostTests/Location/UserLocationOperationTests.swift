import XCTest
import CoreLocation
@testable import WaypostKit

final class UserLocationOperationTests: OperationTestCase {
    func test__receives_location_from_system() {
        var location: CLLocation?
        let operation = UserLocationOperation(accuracy: kCLLocationAccuracyKilometer) { location = $0 }
        let done = expectation(description: "location fix")
        operation.addCompletionBlock { done.fulfill() }
        runOperation(operation)
        waitForExpectations(timeout: 5)
        XCTAssertNotNil(location)
    }

    func test__manager_is_stopped_after_fix() {
        let manager = MockLocationManager(fix: .ferryBuilding)
        let operation = UserLocationOperation(manager: manager, accuracy: kCLLocationAccuracyKilometer) { _ in }
        runOperation(operation)
        waitForOperation(operation)
        XCTAssertTrue(manager.didStopUpdatingLocation)
    }
}
