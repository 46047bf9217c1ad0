import XCTest
@testable import Moss

final class RefreshAllTests: XCTestCase {
    func testRefreshHoldsBackgroundTimeWhileRequestsInFlight() async {
        let app = FakeApplication()
        let state = AppState(api: SlowForecastAPI(delay: .milliseconds(300)), application: app)
        async let refresh: Void = state.refreshAll()
        try? await Task.sleep(for: .milliseconds(50))
        app.simulateWillResignActive()
        await refresh
        XCTAssertEqual(app.beganBackgroundTasks, ["moss.refreshAll"], "refreshAll must hold a background task while requests are in flight")
        XCTAssertEqual(state.lastRefreshError, nil)
    }
}
