import XCTest
@testable import Streakly

final class HabitRowSnapshotTests: XCTestCase {
    func testRowRendersCheckmark() async throws {
        let row = await HabitRowRenderer.render(habit: .fixture(done: true))
        XCTAssertTrue(row.containsCheckmark, "checkmark not rendered yet")
    }
}
