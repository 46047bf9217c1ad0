import XCTest

final class TransmitterPairingUITests: XCTestCase {
    func testPairingScreenFindsSimulatedTransmitter() {
        let app = XCUIApplication()
        app.launchArguments += ["-SugarlineBluetoothLoopback"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.buttons["settings.cgm.pair"].tap()      // creates the CBCentralManager
        XCTAssertTrue(app.staticTexts["pairing.scanning"].waitForExistence(timeout: 10))
        XCTAssertTrue(app.cells["transmitter.8G4KQX"].waitForExistence(timeout: 20))
    }
}
