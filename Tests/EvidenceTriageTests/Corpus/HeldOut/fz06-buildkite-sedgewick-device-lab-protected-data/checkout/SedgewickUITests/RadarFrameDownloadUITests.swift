//
//  RadarFrameDownloadUITests.swift
//  SedgewickUITests
//
//  Device lab: the radar loop download must finish while the app is in the background
//  (nsurlsessiond relaunches/resumes the app to deliver the files).
//

import XCTest

final class RadarFrameDownloadUITests: XCTestCase {

    func testFramesSavedAfterBackgroundedDownload() throws {
        continueAfterFailure = false
        let app = XCUIApplication()
        app.launchArguments += ["-radarFixture", "lab-front-2026-11"]
        app.launch()

        app.tabBars.buttons["Radar"].tap()
        app.buttons["radar.downloadLoop"].tap()
        XCTAssertTrue(app.progressIndicators["radar.downloadProgress"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        // 36 frames from the lab CDN take ~40 s on the lab Wi-Fi; give the session time
        // to finish while we are suspended.
        sleep(90)

        app.activate()
        app.tabBars.buttons["Radar"].tap()
        let cached = app.staticTexts["radar.cachedFrames"]
        XCTAssertTrue(cached.waitForExistence(timeout: 10))
        XCTAssertEqual(cached.label, "36 frames cached")
    }
}
