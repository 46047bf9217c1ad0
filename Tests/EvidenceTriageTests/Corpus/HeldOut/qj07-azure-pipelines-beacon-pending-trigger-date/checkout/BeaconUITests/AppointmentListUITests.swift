import XCTest

final class AppointmentListUITests: XCTestCase {
    func testPullToRefreshShowsUpdatedList() {
        let app = XCUIApplication()
        app.launchArguments += ["-stub-appointments"]
        app.launch()
        let list = app.collectionViews["appointments.list"]
        list.swipeDown()
        XCTAssertTrue(list.cells["appointment.A-1042"].waitForExistence(timeout: 4))
    }
}
