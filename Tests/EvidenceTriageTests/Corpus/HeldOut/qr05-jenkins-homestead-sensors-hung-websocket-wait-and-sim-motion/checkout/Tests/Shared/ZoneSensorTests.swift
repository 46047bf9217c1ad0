import CoreLocation
import XCTest
@testable import Homestead

final class ZoneSensorTests: XCTestCase {
    func testExitUpdatesState() {
        let sensor = ZoneSensor()
        let home = CLCircularRegion(center: .init(latitude: 52.37, longitude: 4.89), radius: 100, identifier: "home")
        sensor.didEnter(home)
        sensor.didExit(home)
        XCTAssertEqual(sensor.state, "not_home")
    }
}
