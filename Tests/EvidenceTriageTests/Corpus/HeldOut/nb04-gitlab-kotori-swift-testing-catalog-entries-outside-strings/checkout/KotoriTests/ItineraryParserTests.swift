import Testing
import Foundation
@testable import Kotori

struct ItineraryParserTests {
    @Test("Parses a rail leg with a platform change")
    func railLegWithPlatformChange() throws {
        let data = try #require(Fixtures.data("itinerary-shinkansen-platform-change.json"))
        let itinerary = try ItineraryParser().parse(data)
        #expect(itinerary.legs.first?.platform == "14")
    }
}
