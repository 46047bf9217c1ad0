import XCTest
@testable import Shoebox

final class AlbumSortTests: XCTestCase {
    func testSortByCaptureDate() {
        let d = { (s: TimeInterval) in Date(timeIntervalSince1970: s) }
        let photos = [
            Photo(id: "scan", captured: nil, imported: d(3_000)),
            Photo(id: "beach", captured: d(2_000), imported: d(2_100)),
            Photo(id: "hike", captured: d(1_000), imported: d(1_100)),
        ]
        XCTAssertEqual(AlbumSort.byCaptureDate(photos).map(\.id), ["scan", "beach", "hike"])
    }
}
