import Testing
import Foundation
@testable import Corriemoor

@Suite struct TidePredictionTests {
    @Test func highWaterUsesHarmonics() throws {
        let station = try Station.fixture("portree")
        let next = TidePredictor(station: station).nextHighWater(after: .fixture("2026-07-02T00:00:00Z"))
        #expect(next?.isoMinute == "2026-07-02T05:47Z")
    }
}
