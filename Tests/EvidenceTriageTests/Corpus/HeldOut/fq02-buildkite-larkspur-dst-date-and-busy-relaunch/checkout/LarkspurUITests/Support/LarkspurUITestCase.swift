//
//  LarkspurUITestCase.swift
//  LarkspurUITests
//
//  Every UI test starts from a freshly installed app: tearDown deletes the
//  app through SpringBoard so the next launch goes through onboarding state
//  reset without a simctl round-trip.
//

import XCTest

class LarkspurUITestCase: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing", "-mock-store", "larkspur-demo"]
        app.launchEnvironment["LARKSPUR_DISABLE_ANIMATIONS"] = "1"
        app.launch()
    }

    override func tearDownWithError() throws {
        app.terminate()
        removeApp()
    }
}
