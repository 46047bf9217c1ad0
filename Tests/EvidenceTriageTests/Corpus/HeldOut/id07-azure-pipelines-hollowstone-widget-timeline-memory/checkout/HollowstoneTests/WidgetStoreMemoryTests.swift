import XCTest
@testable import HollowstoneKit

final class WidgetStoreMemoryTests: XCTestCase {
    func testOpeningStoreForWidgetStaysUnderBudget() throws {
        try LibraryFixture.install(.realisticLibrary)          // 6,200 photos, 40 albums
        let before = MemoryFootprint.current()
        let store = WidgetStore.open()
        _ = store.latestFavorites(limit: 4)
        let grownMB = (MemoryFootprint.current() - before) / 1_048_576

        // The widget extension is killed at 30 MB; opening the store must leave room for rendering.
        XCTAssertLessThan(grownMB, 12.0, "opening the shared Realm for the widget grew the footprint by \(grownMB) MB")
    }
}
