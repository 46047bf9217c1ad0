import XCTest
import HealthKit
@testable import StepKinWatch

final class HeartRateSampleMapperTests: XCTestCase {
    func testBpmFromCountPerMinute() {
        let q = HKQuantity(unit: .count().unitDivided(by: .minute()), doubleValue: 72)
        XCTAssertEqual(HeartRateSampleMapper.bpm(from: q), 72, accuracy: 0.01)
    }
}
