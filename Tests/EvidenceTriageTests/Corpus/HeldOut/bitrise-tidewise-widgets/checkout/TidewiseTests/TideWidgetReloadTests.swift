import XCTest
import WidgetKit
@testable import Tidewise
@testable import TidewiseKit

/// Runs in the app host on the CI simulator with the Tidewise widget placed
/// on the home screen by ci/place-widgets.sh.
final class TideWidgetReloadTests: XCTestCase {

    func testRefreshWritesSeriesToAppGroup() async throws {
        let store = TideStore.appGroup
        try await TideRefreshJob(client: .fixture, store: store).run()
        XCTAssertNotNil(store.cachedSeries)
    }

    func testReloadTimelinesRebuildsWithinFiveSeconds() async throws {
        let store = TideStore.appGroup
        let before = store.lastTimelineBuild ?? .distantPast
        try await TideRefreshJob(client: .fixture, store: store).run()

        WidgetCenter.shared.reloadTimelines(ofKind: "TideWidget")

        let rebuilt = expectation(description: "widget provider rebuilt timeline after reloadTimelines(ofKind: TideWidget)")
        let poll = Task {
            while !Task.isCancelled {
                if let last = store.lastTimelineBuild, last > before { rebuilt.fulfill(); return }
                try await Task.sleep(for: .milliseconds(250))
            }
        }
        await fulfillment(of: [rebuilt], timeout: 5)
        poll.cancel()
    }
}
