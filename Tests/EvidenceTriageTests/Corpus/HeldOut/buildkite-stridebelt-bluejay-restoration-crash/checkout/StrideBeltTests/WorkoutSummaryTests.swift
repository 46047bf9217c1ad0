import Testing
@testable import StrideBelt

@Suite struct WorkoutSummaryTests {
    @Test func paceFormatting() {
        #expect(WorkoutSummary.pace(secondsPerKm: 331) == "5:31 /km")
    }

    @Test(arguments: [0.0, 2.5, 12.0])
    func distanceNeverNegative(_ km: Double) {
        #expect(WorkoutSummary(distanceKm: km, seconds: 60).distanceKm >= 0)
    }
}
