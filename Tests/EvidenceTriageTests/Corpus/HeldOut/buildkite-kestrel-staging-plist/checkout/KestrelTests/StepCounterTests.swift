import Testing
import CoreMotion
@testable import Kestrel

@Suite struct StepCounterTests {
    @Test func todayStepsQueryReturnsValue() async throws {
        let counter = StepCounter(pedometer: CMPedometer())
        let steps = try await counter.stepsToday()
        #expect(steps >= 0)
    }
}
