import XCTest

final class ShareExtensionUITests: XCTestCase {
    func testSharingSevenPhotosPostsAll() {
        let photos = XCUIApplication(bundleIdentifier: "com.apple.mobileslideshow")
        photos.launch()
        ShareFlow.selectRecentPhotos(7, in: photos)
        ShareFlow.shareToQuillnest(from: photos, chat: "Family")
        let app = XCUIApplication()
        app.activate()
        let status = app.staticTexts["chat.lastUploadStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 30))
        XCTAssertEqual(status.label, "Posted 7 of 7")
    }
}

final class ChatListUITests: XCTestCase {
    func testUnreadBadgeAppears() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-seed-unread", "3"]
        app.launch()
        XCTAssertTrue(app.staticTexts["chatlist.badge.Family"].waitForExistence(timeout: 3))
    }
}
