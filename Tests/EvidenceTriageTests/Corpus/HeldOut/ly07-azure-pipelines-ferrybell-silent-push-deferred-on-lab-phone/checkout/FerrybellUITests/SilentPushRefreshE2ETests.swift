import XCTest

/// Device lab only. Sends a real background push through the staging push service
/// (`apns-push-type: background`, `apns-priority: 5`, `content-available: 1`) to the
/// lab phone and watches the mock timetable API for the refresh request.
final class SilentPushRefreshE2ETests: XCTestCase {
    private let app = XCUIApplication()
    private let pushService = StagingPushService()
    private let mockAPI = MockTimetableAPI(host: "ferrybell-mock.lab.internal")

    func testBackgroundPushRefreshesTimetableWithin20Seconds() throws {
        app.launch()
        let token = try XCTUnwrap(pushService.registeredToken(bundleID: "com.ferrybell.ios", device: LabDevice.current))
        XCUIDevice.shared.press(.home)
        mockAPI.reset()

        let apnsID = try pushService.sendTimetableRefresh(to: token, route: "lake-west")
        print("push-service: accepted apns-id=\(apnsID) push-type=background priority=5")

        let refreshed = mockAPI.waitForRequest(path: "/v3/routes/lake-west/timetable", timeout: 20)
        XCTAssertTrue(refreshed, "the app did not fetch the timetable within 20 s of the background push")
    }
}
