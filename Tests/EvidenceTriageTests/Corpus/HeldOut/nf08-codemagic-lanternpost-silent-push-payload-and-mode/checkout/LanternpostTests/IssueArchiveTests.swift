import XCTest
@testable import Lanternpost

final class IssueArchiveTests: XCTestCase {
    func testSortsByIssueNumber() {
        let archive = IssueArchive(issues: [.fixture(number: 9), .fixture(number: 212), .fixture(number: 31)])
        XCTAssertEqual(archive.sorted.map(\.number), [212, 31, 9])
    }
}
