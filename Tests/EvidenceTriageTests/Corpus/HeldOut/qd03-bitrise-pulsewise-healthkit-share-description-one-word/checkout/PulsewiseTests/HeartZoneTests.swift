import Testing
@testable import Pulsewise

struct HeartZoneTests {
    @Test func fiveZones() {
        #expect(HeartZones.zones(forAge: 40).count == 5)
    }

    @Test func zoneBoundariesForAge() {
        let zones = HeartZones.zones(forAge: 40)
        #expect(zones.first?.lowerBound == 90)
        #expect(zones.first?.upperBound == 107)
    }
}
