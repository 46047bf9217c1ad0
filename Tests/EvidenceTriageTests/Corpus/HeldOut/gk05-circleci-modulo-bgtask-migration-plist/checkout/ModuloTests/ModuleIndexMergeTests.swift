import XCTest
@testable import Modulo

final class ModuleIndexMergeTests: XCTestCase {
    private let page = (1...12).map { ModuleSummary(id: 180_000 + $0, name: "tune\($0).mod", added: Date(timeIntervalSince1970: 1_773_000_000 + Double($0) * 60)) }

    func testFirstRefreshFillsLatest() {
        let index = ModuleIndex()
        index.mergeLatest(page, fetchedAt: Date())
        XCTAssertEqual(index.latest.count, 12)
    }

    func testSecondRefreshDoesNotDuplicateLatest() {
        // A background refresh that returns the same page must leave the list unchanged.
        let index = ModuleIndex()
        index.mergeLatest(page, fetchedAt: Date())
        index.mergeLatest(page, fetchedAt: Date())
        XCTAssertEqual(index.latest.count, 12)
        XCTAssertEqual(Set(index.latest.map(\.id)).count, index.latest.count)
    }

    func testLatestIsNewestFirst() {
        let index = ModuleIndex()
        index.mergeLatest(page.shuffled(), fetchedAt: Date())
        XCTAssertEqual(index.latest.first?.id, 180_012)
    }
}
