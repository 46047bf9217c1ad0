import XCTest
@testable import Pacepod

final class CadenceCalculatorTests: XCTestCase {
    func testCadenceFromStrideTimestamps() {
        // 4 footfalls 0.35 s apart -> 171 steps/min
        let ts: [TimeInterval] = [0.0, 0.35, 0.70, 1.05]
        XCTAssertEqual(CadenceCalculator.stepsPerMinute(footfalls: ts), 171)
    }
}
