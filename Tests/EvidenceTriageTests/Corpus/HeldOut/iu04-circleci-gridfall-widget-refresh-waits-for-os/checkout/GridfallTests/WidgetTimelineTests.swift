import XCTest
@testable import Gridfall

final class WidgetTimelineTests: XCTestCase {
    func testImportReloadsWidgetTimelines() throws {
        let reloader = SpyWidgetReloader()
        let reloaded = expectation(description: "widget timelines reloaded after import")
        reloader.onReload = { reloaded.fulfill() }
        let importer = PuzzleImporter(store: SnapshotStore(suiteName: "test.\(UUID())"), widgets: reloader)

        try importer.importPuzzle(Fixtures.mondayGfx, date: .now)

        wait(for: [reloaded], timeout: 5)
    }
}
