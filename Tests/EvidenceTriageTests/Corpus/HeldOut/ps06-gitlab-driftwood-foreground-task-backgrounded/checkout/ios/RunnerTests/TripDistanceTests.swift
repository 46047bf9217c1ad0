import Testing
@testable import Runner

struct TripDistanceTests {
    @Test func distanceAccumulatesAcrossPauses() {
        var trip = TripDistance()
        trip.add(km: 2.1); trip.pause(); trip.resume(); trip.add(km: 3.2)
        #expect(trip.totalKm == 5.3)
    }

    @Test("Trip summary uses nautical miles")
    func summaryUnits() {
        let s = TripSummary(totalKm: 9.26).text(units: .nautical)
        #expect(s == "5.0 nmi")
    }
}
