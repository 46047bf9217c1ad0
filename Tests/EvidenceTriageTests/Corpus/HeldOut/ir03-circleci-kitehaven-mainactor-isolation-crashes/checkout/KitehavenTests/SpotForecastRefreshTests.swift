import XCTest
@testable import Kitehaven

final class SpotForecastRefreshTests: XCTestCase {
    @MainActor
    func testRefreshStoresLastUpdatedAndCompletes() async {
        let task = FakeRefreshTask()
        ForecastBadgeModel.defaults.removeObject(forKey: "spotForecast.lastUpdated")

        await SpotForecastRefresh.perform(task: task, client: .stub(favourites: [.fixture(spot: "Brouwersdam")]))

        XCTAssertEqual(task.completedSuccessfully, true)
        XCTAssertNotNil(ForecastBadgeModel.defaults.object(forKey: "spotForecast.lastUpdated"))
    }
}
