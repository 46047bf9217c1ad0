import XCTest
@testable import Ridgeway

final class JobListSorterTests: XCTestCase {
    func testSortsByDueDateThenPriority() async {
        let jobs = await JobFixtures.load("due-dates-mixed")
        let sorted = JobListSorter().sort(jobs)
        XCTAssertEqual(sorted.map(\.id), ["J-118", "J-107", "J-121", "J-099"])
    }
}
