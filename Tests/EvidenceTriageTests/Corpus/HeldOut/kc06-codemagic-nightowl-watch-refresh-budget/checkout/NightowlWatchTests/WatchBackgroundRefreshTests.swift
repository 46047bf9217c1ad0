import WatchKit
import XCTest
@testable import NightowlWatch_Watch_App

/// End-to-end on the watch Simulator with the real WKApplication scheduler.
final class WatchBackgroundRefreshTests: XCTestCase {
    func testComplicationRefreshedWithinFiveMinutes() {
        let received = expectation(forNotification: .nightowlBackgroundRefreshHandled, object: nil)
        let coordinator = WatchRefreshCoordinator(scheduler: WKApplication.shared(),
                                                  fetcher: StubFetcher.reading(98),
                                                  stats: BackgroundUpdateStats())

        coordinator.scheduleNext()

        wait(for: [received], timeout: 330)
    }
}
