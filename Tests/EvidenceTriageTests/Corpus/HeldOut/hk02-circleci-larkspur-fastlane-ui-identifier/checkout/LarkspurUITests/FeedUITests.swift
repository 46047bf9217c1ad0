import XCTest

final class FeedUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-seed-feed", "-AppleLanguages", "(en)"]
        app.launch()
    }

    func testFeedShowsSeededPosts() {
        let list = app.collectionViews["feed_list"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        XCTAssertTrue(list.cells["feed_post_seed-1"].exists)
    }

    func testNewPostButtonOpensComposer() {
        let newPost = app.buttons["feed_new_post_button"]
        XCTAssertTrue(newPost.waitForExistence(timeout: 10), "New post button never appeared")
        newPost.tap()
        XCTAssertTrue(app.otherElements["composer_sheet"].waitForExistence(timeout: 5))
    }
}
