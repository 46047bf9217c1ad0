import XCTest
@testable import Tidewell

final class QuestionnaireScoringTests: XCTestCase {
    private let scorer = PHQ9Scorer()

    func testAllAnsweredSumsItems() {
        XCTAssertEqual(scorer.total([1, 2, 0, 3, 1, 1, 0, 2, 1]), 11)
    }

    func testTooManySkippedItemsHasNoTotal() {
        XCTAssertNil(scorer.total([1, nil, nil, nil, 1, 1, 0, 2, 1]))
    }

    func testPHQ9TotalProratesSkippedItemsToNearestInteger() {
        // 8 answered items summing to 10 → 10 × 9 / 8 = 11.25 → 11 (round half up, not ceiling)
        XCTAssertEqual(scorer.total([1, 2, 0, nil, 1, 1, 0, 3, 2]), 11)
    }

    func testSeverityBands() {
        XCTAssertEqual(scorer.severity(total: 4), .minimal)
        XCTAssertEqual(scorer.severity(total: 10), .moderate)
        XCTAssertEqual(scorer.severity(total: 20), .severe)
    }
}
