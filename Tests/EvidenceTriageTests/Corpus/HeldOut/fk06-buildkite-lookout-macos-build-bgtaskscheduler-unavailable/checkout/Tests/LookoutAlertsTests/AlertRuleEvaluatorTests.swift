import XCTest
@testable import LookoutAlerts

final class AlertRuleEvaluatorTests: XCTestCase {
    func testThresholdCrossingFiresOnce() async throws {
        let evaluator = RecordingEvaluator()
        try await evaluator.evaluatePendingRules()
        XCTAssertEqual(evaluator.evaluations, 1)
    }
}
