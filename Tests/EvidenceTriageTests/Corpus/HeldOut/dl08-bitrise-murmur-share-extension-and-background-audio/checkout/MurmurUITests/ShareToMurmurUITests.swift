import XCTest

final class ShareToMurmurUITests: XCTestCase {
    let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")

    func testShareFeedURLFromSafariAddsPodcast() {
        XCUIApplication().launch()     // make sure the containing app (and its extension) is installed
        safari.launch()
        safari.textFields["Address"].tap()
        safari.typeText("https://feeds.lanternhill.example/night-shift.xml\n")
        safari.buttons["ShareButton"].tap()
        let activityList = safari.otherElements["ActivityListView"]
        XCTAssertTrue(activityList.waitForExistence(timeout: 10))
        let murmur = activityList.cells.matching(identifier: "Murmur").firstMatch
        XCTAssertTrue(murmur.waitForExistence(timeout: 10), "Murmur is not offered in the share sheet")
        murmur.tap()
    }
}
