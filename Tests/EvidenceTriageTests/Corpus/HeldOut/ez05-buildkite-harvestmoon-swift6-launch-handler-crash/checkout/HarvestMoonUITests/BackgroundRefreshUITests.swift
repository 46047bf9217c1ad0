//
//  BackgroundRefreshUITests.swift
//  HarvestMoonUITests
//
//  Device-only: BGTaskScheduler does not run tasks on the Simulator.
//

import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
    }

    private func launch(simulating identifier: String) {
        let testID = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
            .split(separator: " ").joined(separator: "/")
        app.launchEnvironment["EVIDENCE_TEST_ID"] = testID
        app.launchArguments += ["-UITestSimulateBGTask", identifier, "-UITestSeedStalls", "3"]
        app.launch()
    }

    func testSimulatedRefreshUpdatesBadge() {
        launch(simulating: "com.harvestmoon.app.refresh")
        app.tabBars.buttons["Stalls"].tap()
        let before = app.staticTexts["lastRefreshBadge"].label

        XCUIDevice.shared.press(.home)
        sleep(4)    // submit on background + 1 s until the simulated launch
        app.activate()

        let badge = app.staticTexts["lastRefreshBadge"]
        XCTAssertTrue(badge.waitForExistence(timeout: 30))
        XCTAssertNotEqual(badge.label, before)
    }

    func testSimulatedCleanupPrunesPhotoCache() {
        launch(simulating: "com.harvestmoon.app.photo-cleanup")
        app.buttons["settingsButton"].tap()
        let cacheSize = app.staticTexts["photoCacheSize"]
        XCTAssertEqual(cacheSize.label, "Photo cache: 48 MB")

        XCUIDevice.shared.press(.home)
        sleep(4)
        app.activate()

        XCTAssertTrue(cacheSize.waitForExistence(timeout: 30))
        XCTAssertEqual(cacheSize.label, "Photo cache: 0 MB")
    }
}
