import Testing
import Foundation
@testable import OspreyKit

struct FixtureTests {
    @Test func loadsRecordedResultsFixture() throws {
        let url = try #require(Bundle.module.url(forResource: "speed-results", withExtension: "json"))
        let results = try JSONDecoder().decode([SpeedResult].self, from: Data(contentsOf: url))
        #expect(results.count == 12)
    }

    @Test func medianIgnoresOutliers() {
        #expect(SpeedStats.median([12, 13, 14, 250]) == 13.5)
    }
}
