import XCTest
@testable import Porchlight

final class SSIDSensorTests: XCTestCase {
    func testNotConnectedWhenWifiOff() {
        let sensor = SSIDSensor(currentSSID: nil)
        XCTAssertEqual(sensor.state, "Not Connected")
    }
}
