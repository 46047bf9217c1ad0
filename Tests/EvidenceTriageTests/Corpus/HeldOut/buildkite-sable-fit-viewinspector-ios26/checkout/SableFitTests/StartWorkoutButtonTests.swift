import SwiftUI
import ViewInspector
import XCTest
@testable import SableFit

@MainActor
final class StartWorkoutButtonTests: XCTestCase {
    func testLabelText() throws {
        let button = StartWorkoutButton(plan: .fixture(minutes: 30))
        XCTAssertEqual(try button.inspect().button().labelView().text().string(), "Start")
    }

    func testHintDescribesDuration() throws {
        let button = StartWorkoutButton(plan: .fixture(minutes: 30))
        let hint = try button.inspect().button().accessibilityHint().string()
        XCTAssertEqual(hint, "Starts a 30 minute workout")
    }
}
