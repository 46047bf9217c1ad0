import XCTest
@testable import Ashgrove

final class AlbumSortTests: XCTestCase {

    func testSortsByCaptureDateDescending() {
        let items = [
            PhotoItem(id: "a", captureDate: Date(timeIntervalSince1970: 1_700_000_000)),
            PhotoItem(id: "b", captureDate: nil),
            PhotoItem(id: "c", captureDate: Date(timeIntervalSince1970: 1_800_000_000)),
        ]

        XCTAssertEqual(AlbumSorter().sorted(items).map(\.id), ["c", "a", "b"])
    }
}
