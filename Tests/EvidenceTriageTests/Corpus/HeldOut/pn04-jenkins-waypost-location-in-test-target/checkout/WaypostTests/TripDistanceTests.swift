import Testing
@testable import Waypost

@Suite("Trip distance")
struct TripDistanceTests {
    @Test func sumsLegsInKilometres() {
        let trip = Trip(legs: [Leg(metres: 1_200), Leg(metres: 850), Leg(metres: 40)])
        #expect(trip.displayDistance == "2.1 km")
    }
}
