import XCTest
@testable import Lumen

final class CourseProgressTests: XCTestCase {
    func testPercentCompleteRoundsDown() {
        XCTAssertEqual(CourseProgress(completedLessons: 199, totalLessons: 200).percentComplete, 99)
    }

    func testEmptyCourse() {
        XCTAssertEqual(CourseProgress(completedLessons: 0, totalLessons: 0).percentComplete, 0)
    }
}
