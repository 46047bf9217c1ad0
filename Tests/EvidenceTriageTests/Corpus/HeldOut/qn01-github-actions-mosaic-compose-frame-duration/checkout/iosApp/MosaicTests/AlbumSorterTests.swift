import XCTest
import Shared

final class AlbumSorterTests: XCTestCase {
    private func album(_ id: String, _ epoch: Int64) -> Album {
        Album(id: id, title: id, capturedAtEpochSeconds: epoch)
    }

    func testSortsNewestFirst() {
        let sorted = AlbumSorter.shared.byCaptureDate(albums: [
            album("a", 1_700_000_000), album("b", 1_710_000_000), album("c", 1_690_000_000),
        ])
        XCTAssertEqual(sorted.map(\.id), ["b", "a", "c"])
    }

    func testEmptyListStaysEmpty() {
        XCTAssertTrue(AlbumSorter.shared.byCaptureDate(albums: []).isEmpty)
    }
}
