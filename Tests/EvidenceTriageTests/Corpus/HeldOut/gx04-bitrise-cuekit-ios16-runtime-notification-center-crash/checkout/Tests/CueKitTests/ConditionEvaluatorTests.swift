import XCTest
@testable import CueKit

final class ConditionEvaluatorTests: XCTestCase {
    let evaluator = ConditionEvaluator()

    func testVersionComparisonOrdersMinorVersions() {
        XCTAssertEqual(evaluator.compareVersions("2.10", "2.9"), .orderedDescending)
    }

    func testVersionComparisonHandlesPatchSuffix() {
        XCTAssertEqual(evaluator.compareVersions("2.4.1", "2.4"), .orderedDescending)
    }
}
