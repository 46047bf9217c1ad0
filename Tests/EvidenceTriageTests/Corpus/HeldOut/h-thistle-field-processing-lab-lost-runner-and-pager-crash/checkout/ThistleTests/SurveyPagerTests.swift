import XCTest
@testable import Thistle

final class SurveyPagerTests: XCTestCase {
    func testLastPageOfEmptySurvey() {
        let pager = SurveyPager(questions: [])
        XCTAssertEqual(pager.title(forPage: pager.lastPage), "Done")
    }
}
