import Foundation
import HealthKit
import Testing
@testable import Pulse

@Suite struct HealthWriterTests {
    let writer = HealthWriter(store: HKHealthStore())

    @Test func savesWorkoutToHealth() async throws {
        try await writer.requestAuthorization()
        #expect(try await writer.save(Workout.fixture("row-30min")) == .saved)
    }
}
