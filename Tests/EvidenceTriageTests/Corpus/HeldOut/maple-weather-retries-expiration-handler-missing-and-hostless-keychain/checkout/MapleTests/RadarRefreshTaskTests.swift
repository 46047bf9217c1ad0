import BackgroundTasks
import XCTest
@testable import Maple

final class RadarRefreshTaskTests: XCTestCase {
    func testRefreshCompletesWithSuccess() async {
        let task = FakeAppRefreshTask(identifier: "com.mapleweather.app.radar.refresh")
        let handler = RadarRefreshHandler(api: StubRadarAPI(frames: 6), store: InMemoryRadarStore())
        await handler.handle(task)
        XCTAssertEqual(task.completion, true)
    }

    /// If the system expires the refresh, the handler must still complete the task.
    func testExpirationCompletesTask() {
        let task = FakeAppRefreshTask(identifier: "com.mapleweather.app.radar.refresh")
        let handler = RadarRefreshHandler(api: StubRadarAPI(frames: 6, delay: 10), store: InMemoryRadarStore())
        handler.start(task)
        task.expire()
        XCTAssertEqual(task.completion, false)
    }
}
