import Dispatch
import XCTest
@testable import Pennant

final class RefreshLaunchHandlerTests: XCTestCase {
    /// BGTaskScheduler invokes launch handlers registered with `using: nil` on a
    /// private serial queue; reproduce that instead of calling from the main thread.
    func testLaunchHandlerRunsOnSchedulerQueue() async throws {
        let task = FakeBackgroundTask(identifier: BackgroundRefreshManager.identifier)
        let handler = await BackgroundRefreshManager.makeLaunchHandler()
        let schedulerQueue = DispatchQueue(label: "com.apple.BGTaskScheduler (io.pennant.weather.readings-refresh)")

        schedulerQueue.async { handler(task) }

        let completed = await task.waitForCompletion(timeout: 5)
        XCTAssertEqual(completed, true)
    }
}
