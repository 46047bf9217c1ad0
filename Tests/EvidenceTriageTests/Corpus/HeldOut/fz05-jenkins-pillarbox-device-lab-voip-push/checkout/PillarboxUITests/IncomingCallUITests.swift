//
//  IncomingCallUITests.swift
//  PillarboxUITests
//
//  Device-lab only: the lab's VoIP harness (a small service next to the Jenkins agent)
//  sends real VoIP pushes through the APNs sandbox to the device under test.
//

import XCTest

final class IncomingCallUITests: XCTestCase {

    private var app: XCUIApplication!
    private let harness = VoIPHarness.fromEnvironment()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTestAccount", "lab-callee-07"]
        app.launch()
        try harness.waitForDeviceToken(account: "lab-callee-07", timeout: 30)
        XCUIDevice.shared.press(.home)
    }

    func testIncomingCallShowsCallKitBanner() throws {
        let call = try harness.sendIncoming(to: "lab-callee-07", callerName: "Ada Quill")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 45))
        springboard.buttons["Decline"].tap()
        try harness.waitForCallState(call, "declined", timeout: 15)
    }

    func testCallerCancelsBeforeAnswerLeavesNoCallUI() throws {
        let call = try harness.sendIncoming(to: "lab-callee-07", callerName: "Ada Quill")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 45))

        try harness.sendCancelled(call)
        XCTAssertTrue(springboard.buttons["Accept"].waitForNonExistence(timeout: 15))

        app.activate()
        XCTAssertTrue(app.tabBars.buttons["Recents"].waitForExistence(timeout: 10))
        app.tabBars.buttons["Recents"].tap()
        XCTAssertTrue(app.cells.staticTexts["Ada Quill"].waitForExistence(timeout: 10))
    }

    /// The app is not running when the call arrives: PushKit has to launch it.
    func testIncomingCallRingsWhileAppTerminated() throws {
        app.terminate()
        XCTAssertTrue(app.wait(for: .notRunning, timeout: 10))

        _ = try harness.sendIncoming(to: "lab-callee-07", callerName: "Bram Otter")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 45),
                      "incoming call never rang")
        springboard.buttons["Decline"].tap()
    }
}
