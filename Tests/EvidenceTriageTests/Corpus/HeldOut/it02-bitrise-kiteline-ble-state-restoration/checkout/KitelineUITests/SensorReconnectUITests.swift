import XCTest

final class SensorReconnectUITests: XCTestCase {
    func testPairedSensorShownOnDashboard() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestPairedSensor", "Kite PM-2"]
        app.launch()
        XCTAssertTrue(app.staticTexts["sensor.name"].waitForExistence(timeout: 5))
    }

    func testRestoresPairedSensorAfterSystemRelaunch() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestPairedSensor", "Kite PM-2"]
        app.launch()
        XCTAssertTrue(app.staticTexts["sensor.name"].waitForExistence(timeout: 5))

        // Simulate the system reclaiming Kiteline while a ride is recording.
        app.terminate()

        // CoreBluetooth should relaunch us in the background when the paired power meter reconnects,
        // and centralManager(_:willRestoreState:) re-adopts the peripheral.
        let relaunched = app.wait(for: .runningBackground, timeout: 45)
        XCTAssertTrue(relaunched, "CoreBluetooth should relaunch Kiteline for the paired sensor within 45 s")
    }
}
