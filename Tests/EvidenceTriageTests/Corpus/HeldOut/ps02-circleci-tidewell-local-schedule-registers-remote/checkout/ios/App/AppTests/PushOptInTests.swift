import XCTest
@testable import App

final class PushOptInTests: XCTestCase {
    func testDeviceTokenNotRequestedBeforeOptIn() throws {
        let spy = RemoteRegistrationSpy()
        let prefs = PushPreferences(store: .ephemeral)
        XCTAssertFalse(prefs.remotePushOptedIn)
        let done = expectation(description: "tide alert scheduled")
        TideAlertService(handler: LocalNotificationsHandler(app: spy), prefs: prefs).scheduleNextHighTide(.fixtureHighTide) { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(spy.calls, 0, "remote registration requested before the user opted in to push")
    }
}
