import XCTest
@testable import Lantern

final class PageMarkerMergeTests: XCTestCase {
    func testMergeKeepsNewestPageMarker() {
        let local = PageMarker(page: 212, updatedAt: Date(timeIntervalSince1970: 1_746_000_000))
        let remote = PageMarker(page: 230, updatedAt: Date(timeIntervalSince1970: 1_746_000_900))
        let merged = PageMarkerMerge.merge(local: local, remote: remote)
        XCTAssertEqual(merged.page, 230)
    }

    func testMergeWithNoRemoteKeepsLocal() {
        let local = PageMarker(page: 12, updatedAt: Date())
        XCTAssertEqual(PageMarkerMerge.merge(local: local, remote: nil).page, 12)
    }
}
