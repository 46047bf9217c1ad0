//
//  ShipmentNotificationUITests.swift
//  ParcelPostUITests
//

import XCTest

final class ShipmentNotificationUITests: XCTestCase {

    func testDeliveredNotificationOpensShipment() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-post-local-notification", "delivered:1Z999AA10123456784"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["ParcelPost, Delivered"]
        XCTAssertTrue(banner.waitForExistence(timeout: 5))
        banner.tap()
        XCTAssertTrue(app.navigationBars["1Z999AA10123456784"].waitForExistence(timeout: 10))
    }
}
