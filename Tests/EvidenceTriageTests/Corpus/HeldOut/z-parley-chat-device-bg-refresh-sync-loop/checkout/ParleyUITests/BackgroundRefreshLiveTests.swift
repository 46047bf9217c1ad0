//
//  BackgroundRefreshLiveTests.swift
//  ParleyUITests
//
//  Runs on the device lab only (ParleyDeviceLab.xctestplan).
//

import XCTest

final class BackgroundRefreshLiveTests: XCTestCase {
    private let evidence = EvidenceReader(appGroup: "group.chat.parley")

    func testRefreshRunsWithinTenMinutesOfBackgrounding() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-SubmitBackgroundRefreshOnResign", "YES", "-RefreshEarliestBeginSeconds", "30"]
        app.launch()
        XCTAssertTrue(app.otherElements["room-list"].waitForExistence(timeout: 20))

        XCUIDevice.shared.press(.home)          // sceneWillResignActive submits the refresh request

        let launched = evidence.waitForRecord(identifier: "chat.parley.app.background.refresh",
                                              phase: "launch", timeout: 600)
        XCTAssertTrue(launched, "iOS did not launch the background refresh within 10 minutes of backgrounding")
    }
}
