import XCTest

final class CarouselNotificationUITests: XCTestCase {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testExpandedPushShowsPhotoCarousel() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)
        try SimPush.send("listing-carousel.apns")
        let banner = springboard.otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 10))
        banner.press(forDuration: 1.2)
        let pager = springboard.otherElements["carousel.pager"]
        XCTAssertTrue(pager.waitForExistence(timeout: 8), "expanded notification has no carousel")
    }
}
