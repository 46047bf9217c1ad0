import SwiftUI
import Testing
import ViewInspector
@testable import SableFit

@MainActor
@Suite struct WorkoutRowViewTests {
    @Test func showsDurationText() throws {
        let row = WorkoutRow(workout: .fixture(kind: .run, minutes: 42))
        #expect(try row.inspect().find(text: "42 min").string() == "42 min")
    }

    @Test func findsRowByAccessibilityIdentifier() throws {
        let list = WorkoutList(workouts: [.fixture(id: "w-17", kind: .ride, minutes: 75)])
        let row = try list.inspect().find(viewWithAccessibilityIdentifier: "workoutRow.w-17")
        #expect(try row.find(text: "75 min").string() == "75 min")
    }
}
