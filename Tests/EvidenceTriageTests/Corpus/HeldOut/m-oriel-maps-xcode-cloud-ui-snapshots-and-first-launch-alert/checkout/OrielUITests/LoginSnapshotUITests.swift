import XCTest
import iOSSnapshotTestCase

final class LoginSnapshotUITests: FBSnapshotTestCase {
    let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        recordMode = false
        app.launchArguments = ["-resetSession", "YES"]
        app.launch()
    }

    func testLoginUsernameSnapshot() throws {
        app.textFields["username"].tap()
        app.textFields["username"].typeText("field.tester")
        let shot = app.screenshot().image
        FBSnapshotVerifyView(UIImageView(image: shot), identifier: "login_username")
    }
}
