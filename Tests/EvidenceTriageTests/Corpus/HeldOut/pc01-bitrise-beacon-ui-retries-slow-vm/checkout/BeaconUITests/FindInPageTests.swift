import XCTest

final class FindInPageTests: BaseTestCase {
    func testActivityMenuFindInPageAction() {
        app.buttons["article.first"].tap()
        app.buttons["reader.share"].tap()
        waitForHittable(app.cells["Find in Page"])
        app.cells["Find in Page"].tap()
        XCTAssertTrue(app.searchFields["find.query"].exists)
    }
}
