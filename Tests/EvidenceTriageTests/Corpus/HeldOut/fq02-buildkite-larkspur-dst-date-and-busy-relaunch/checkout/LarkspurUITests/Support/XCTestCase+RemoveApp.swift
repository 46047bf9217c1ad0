//
//  XCTestCase+RemoveApp.swift
//  LarkspurUITests
//

import XCTest

extension XCTestCase {

    /// Deletes Larkspur from the home screen via SpringBoard.
    ///
    /// Fire-and-forget: we tap the confirmation buttons if they show up and
    /// move on, so a slow animation never fails a test that already passed.
    func removeApp(name: String = "Larkspur") {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        springboard.activate()

        let icon = springboard.icons[name]
        guard icon.waitForExistence(timeout: 5) else { return }
        icon.press(forDuration: 1.5)

        let removeButton = springboard.buttons["Remove App"]
        if removeButton.waitForExistence(timeout: 3) { removeButton.tap() }

        let deleteAppButton = springboard.alerts.buttons["Delete App"]
        if deleteAppButton.waitForExistence(timeout: 3) { deleteAppButton.tap() }

        let deleteButton = springboard.alerts.buttons["Delete"]
        if deleteButton.waitForExistence(timeout: 1) { deleteButton.tap() }
    }
}
