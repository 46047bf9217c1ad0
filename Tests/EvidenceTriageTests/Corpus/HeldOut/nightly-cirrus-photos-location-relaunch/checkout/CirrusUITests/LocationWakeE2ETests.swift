//
//  LocationWakeE2ETests.swift
//  CirrusUITests
//

import CoreLocation
import XCTest

final class LocationWakeE2ETests: XCTestCase {
    private let app = XCUIApplication()
    private let start = CLLocation(latitude: 45.4642, longitude: 9.1900)    // Milan, Duomo
    private let moved = CLLocation(latitude: 45.4693, longitude: 9.1871)    // ~600 m north

    override func setUpWithError() throws {
        continueAfterFailure = false
        XCUIDevice.shared.location = XCUILocation(location: start)
        app.launchArguments += ["-cirrus-uitest-account", "demo", "-cirrus-enable-location-upload", "YES"]
    }

    func testLocationEventRelaunchesTerminatedApp() throws {
        app.launch()
        XCTAssertTrue(app.staticTexts["Auto upload: on (location)"].waitForExistence(timeout: 10))

        app.terminate()
        XCUIDevice.shared.location = XCUILocation(location: moved)

        // A significant change should relaunch Cirrus in the background.
        let relaunched = app.wait(for: .runningBackground, timeout: 90)
        XCTAssertTrue(relaunched, "Cirrus was not relaunched in the background after the location change")
    }
}
