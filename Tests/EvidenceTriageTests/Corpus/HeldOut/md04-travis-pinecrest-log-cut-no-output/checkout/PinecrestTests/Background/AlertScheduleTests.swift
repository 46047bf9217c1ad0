import XCTest
@testable import Pinecrest

final class AlertScheduleTests: XCTestCase {
    func testSevereAlertRefreshIsRegisteredAtLaunch() {
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains(WeatherRefresh.severe),
                      "severe-alert task not registered")
    }
}
