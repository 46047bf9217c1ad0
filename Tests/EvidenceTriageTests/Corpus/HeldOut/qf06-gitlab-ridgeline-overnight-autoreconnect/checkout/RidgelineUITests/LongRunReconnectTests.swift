import XCTest

final class LongRunReconnectTests: XCTestCase {
    private let lab = LabBench(endpoint: URL(string: "http://10.40.2.21:8470")!)

    func testAutoReconnectAfterOvernightBackground() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-autoconnect", "RL-SENSOR-07"]
        app.launch()
        XCTAssertTrue(app.staticTexts["sensor.status.connected"].waitForExistence(timeout: 30))

        XCUIDevice.shared.press(.home)
        try lab.powerOff(sensor: "RL-SENSOR-07")
        try lab.schedulePowerOn(sensor: "RL-SENSOR-07", after: 2 * 60 * 60)

        let reconnected = try lab.waitForConnection(sensor: "RL-SENSOR-07", timeout: 2 * 60 * 60 + 300)
        XCTAssertTrue(reconnected, "sensor was not reconnected by the backgrounded app")
    }
}
