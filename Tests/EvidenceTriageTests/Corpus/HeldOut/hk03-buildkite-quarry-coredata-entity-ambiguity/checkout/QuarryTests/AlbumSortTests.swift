import XCTest
@testable import Quarry

final class AlbumSortTests: XCTestCase {

    private func item(_ id: String, capturedAt: Date, importedAt: Date) -> AlbumSorter.Item {
        AlbumSorter.Item(id: id, name: id.uppercased(), capturedAt: capturedAt, importedAt: importedAt)
    }

    func testSortByNameIgnoresCase() {
        let now = Date()
        let items = [item("b", capturedAt: now, importedAt: now), item("A", capturedAt: now, importedAt: now)]
        XCTAssertEqual(AlbumSorter.sorted(items, by: .name).map(\.id), ["A", "b"])
    }

    func testSortByCaptureDateIsStable() {
        // Three shots from a burst: same capture second, imported one after the other.
        let capture = Date()
        let imported = Date()
        let items = [
            item("a-3", capturedAt: capture, importedAt: imported.addingTimeInterval(0.002)),
            item("a-1", capturedAt: capture, importedAt: imported),
            item("a-2", capturedAt: capture, importedAt: imported.addingTimeInterval(0.001)),
        ]

        let sorted = AlbumSorter.sorted(items, by: .captureDate)

        // Capture dates tie, so the import order decides.
        XCTAssertEqual(sorted.map(\.id),
                       ["a-1", "a-2", "a-3"],
                       "items captured in the same second must keep import order")
    }
}
