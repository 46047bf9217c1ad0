import XCTest

final class ProjectListUITests: XCTestCase {
    func testPullToRefreshShowsProjects() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingStubServer"]
        app.launch()
        let list = app.collectionViews["projects.list"]
        list.swipeDown()
        XCTAssertTrue(list.cells["project.Inbox"].waitForExistence(timeout: 5))
    }
}
