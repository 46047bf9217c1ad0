import XCTest
import WidgetKit
@testable import Lumen

final class WidgetTimelineTests: XCTestCase {
    private let marker = AppGroupMarker(suite: "group.io.lumenjournal.shared", key: "lockScreenTimelineBuiltAt")

    override func setUp() {
        super.setUp()
        marker.clear()
    }

    func testTimelineEntryUsesLatestEntryTitle() throws {
        let store = JournalStore.inMemory(entries: Fixtures.threeEntries)
        let entry = TodayTextEntry.make(from: store, now: Fixtures.noon)
        XCTAssertEqual(entry.text, "Walked to the lighthouse")
    }

    /// After the Shortcuts action updates today's text, the Lock Screen widget should show it.
    func testShortcutUpdateReloadsLockScreenWidgetWithin5Seconds() async throws {
        let reloaded = expectation(description: "lock screen widget timeline reloaded")
        let observer = marker.observe { _ in reloaded.fulfill() }
        defer { observer.cancel() }

        _ = try await UpdateTodayTextIntent(text: "Rain all afternoon").perform()

        await fulfillment(of: [reloaded], timeout: 5)
    }
}
