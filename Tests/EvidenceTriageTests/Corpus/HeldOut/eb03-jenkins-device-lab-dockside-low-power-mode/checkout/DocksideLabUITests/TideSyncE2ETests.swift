//
//  TideSyncE2ETests.swift
//  DocksideLabUITests
//
//  Device-lab only (scheme "Dockside-Lab"). Schedules the tide-sync app refresh
//  from the debug menu, sends the app to the background and waits for the
//  refresh handler to announce itself with a Darwin notification.
//

import XCTest

final class TideSyncE2ETests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-lab-mode", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TideSyncE2ETests/testScheduledRefreshRunsWithinWindow"
        app.launch()
    }

    func testScheduledRefreshRunsWithinWindow() throws {
        let launched = expectation(description: "refresh handler launched")
        let observer = DarwinNotificationObserver(name: "no.kaiwerk.dockside.tide-refresh.launched") {
            launched.fulfill()
        }
        defer { observer.invalidate() }

        app.buttons["Debug"].tap()
        app.buttons["Schedule tide sync"].tap()
        // earliestBeginDate is now + 60 s; the lab's refresh window is 15 minutes.
        XCTAssertTrue(app.staticTexts["Submitted no.kaiwerk.dockside.tide-refresh"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)

        // iOS decides when the refresh runs. On the lab devices it has always
        // come within a few minutes of earliestBeginDate overnight.
        wait(for: [launched], timeout: 900)

        app.activate()
        XCTAssertTrue(app.staticTexts["Tide sync: completed"].waitForExistence(timeout: 30))
    }
}
