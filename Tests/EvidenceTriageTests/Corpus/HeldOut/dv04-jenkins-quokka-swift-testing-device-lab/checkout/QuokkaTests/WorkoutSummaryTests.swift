import Testing
@testable import Quokka

struct WorkoutSummaryTests {
    @Test(arguments: [
        ([Pace.minutesPerKm(5.0), .minutesPerKm(5.0)], Pace.minutesPerKm(5.0)),
        ([.minutesPerKm(4.0), .minutesPerKm(6.0)], .minutesPerKm(5.0)),
        ([.minutesPerKm(5.5)], .minutesPerKm(5.5)),
        ([Pace.minutesPerKm(5.0), .minutesPerKm(5.0)], Pace.minutesPerKm(5.0)),
    ])
    func averagePace(samples: [Pace], expected: Pace) {
        #expect(WorkoutSummary(samples: samples).averagePace == expected)
    }
}
