import XCTest
@testable import Plumtree

final class ForecastRefreshRegistrationTests: XCTestCase {
    /// The host app registered its handlers in didFinishLaunching before this test ran.
    func testForecastRefreshIsRegisteredAtLaunch() {
        XCTAssertEqual(GardenBackgroundTasks.registered[GardenBackgroundTasks.forecastRefresh], true,
                       "forecast-refresh should be registered at launch")
    }

    func testGardenSyncIsRegisteredAtLaunch() {
        XCTAssertEqual(GardenBackgroundTasks.registered[GardenBackgroundTasks.gardenSync], true)
    }
}
