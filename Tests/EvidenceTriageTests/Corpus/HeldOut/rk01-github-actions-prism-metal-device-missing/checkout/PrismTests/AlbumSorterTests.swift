import XCTest
@testable import Prism

final class AlbumSorterTests: XCTestCase {
    func testNewestFirstOrdersByCaptureDate() {
        let a = Photo(id: "a", captured: Date(timeIntervalSince1970: 100))
        let b = Photo(id: "b", captured: Date(timeIntervalSince1970: 200))
        XCTAssertEqual(AlbumSorter.newestFirst([a, b]).map(\.id), ["b", "a"])
    }
}
