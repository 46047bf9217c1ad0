import XCTest
@testable import Roadnote

final class AccessoryConnectTests: XCTestCase {
    private var app: FakeApplication!
    private var connector: AccessoryConnector!

    override func setUp() {
        super.setUp()
        app = FakeApplication(state: .background)
        connector = AccessoryConnector(application: app)
    }

    func testBackgroundConnectBeginsBackgroundTask() {
        connector.accessoryConnected(FakeAccessory(opens: true))
        XCTAssertNotEqual(connector.backgroundTaskID, .invalid)
        XCTAssertEqual(app.begunTaskNames.first, AccessoryConnector.taskName)
    }

    func testBackgroundTaskEndedWhenSessionSetupFails() {
        app.stubNextTaskID = 7
        connector.accessoryConnected(FakeAccessory(opens: false))
        connector.openSession(with: FakeAccessory(opens: false))
        XCTAssertTrue(app.activeTaskIDs.isEmpty, "a failed setup must still end the task")
    }

    func testForegroundConnectDoesNotBeginTask() {
        app.applicationState = .active
        connector.accessoryConnected(FakeAccessory(opens: true))
        XCTAssertTrue(app.begunTaskNames.isEmpty)
    }
}
