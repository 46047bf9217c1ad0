import CoreLocation
import XCTest
@testable import CalderaKit

final class KeepAliveControllerTests: XCTestCase {
    func testFiniteStrategyNeedsNoCapabilities() throws {
        let controller = KeepAliveController()
        try controller.enable(.finite)
        XCTAssertEqual(controller.active, .finite)
    }

    func testLocationKeepAliveEnablesBackgroundUpdates() throws {
        let manager = CLLocationManager()
        let controller = KeepAliveController(locationManager: manager)
        try controller.enable(.location)
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        XCTAssertEqual(controller.active, .location)
    }
}
