import XCTest
import CoreData
@testable import Kestrel

final class WorkoutDataTests: XCTestCase {
    func testFetchWorkoutsAfterStackReset() throws {
        var stack = InMemoryStack()
        stack.insertWorkout(kind: "run", minutes: 30)
        stack = InMemoryStack()
        stack.insertWorkout(kind: "ride", minutes: 45)
        XCTAssertEqual(try stack.fetchWorkouts().map(\.kind), ["ride"])
    }
}
