import XCTest
@testable import Runner

final class WorkoutPayloadEncoderTests: XCTestCase {
    func testLapsEncodedInOrder() {
        let payload = WorkoutPayloadEncoder().encode(.fixture5k)
        XCTAssertEqual(payload["laps"] as? [Int], [301, 298, 305, 296, 290])
    }
    func testIncludesWorkoutId() {
        XCTAssertEqual(WorkoutPayloadEncoder().encode(.fixture5k)["workoutId"] as? String, "w-5k-0001")
    }
}
