//
//  ExposureCheckSchedulingTests.swift
//  RiskLampUITests
//

import XCTest

final class ExposureCheckSchedulingTests: XCTestCase {
    func testExposureCheckRunsAfterAppTerminated() throws {
        let app = XCUIApplication()
        app.launchEnvironment["RISKLAMP_CHECK_INTERVAL"] = "60"
        app.launch()
        let lastCheck = app.staticTexts["last-check-label"].label

        app.terminate()                      // the user swipes the app away
        sleep(300)                           // the system should run the exposure check in the background
        app.launch()

        XCTAssertNotEqual(app.staticTexts["last-check-label"].label, lastCheck,
                          "no background exposure check ran while the app was terminated")
    }
}
