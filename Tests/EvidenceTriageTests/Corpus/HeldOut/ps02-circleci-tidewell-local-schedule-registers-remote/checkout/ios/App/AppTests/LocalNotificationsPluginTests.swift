import XCTest
import UserNotifications
@testable import App

final class RemoteRegistrationSpy: RemoteRegistering {
    var calls = 0
    func registerForRemoteNotifications() { calls += 1 }
}

final class LocalNotificationsPluginTests: XCTestCase {
    func testScheduleAddsRequest() throws {
        let done = expectation(description: "scheduled")
        let handler = LocalNotificationsHandler(app: RemoteRegistrationSpy())
        handler.schedule([TideAlerts.request(for: .fixtureHighTide)]) { error in
            XCTAssertNil(error); done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testScheduleDoesNotRegisterForRemoteNotifications() throws {
        let spy = RemoteRegistrationSpy()
        let done = expectation(description: "scheduled")
        LocalNotificationsHandler(app: spy).schedule([TideAlerts.request(for: .fixtureHighTide)]) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(spy.calls, 0, "schedule() must not register for remote notifications")
    }
}
