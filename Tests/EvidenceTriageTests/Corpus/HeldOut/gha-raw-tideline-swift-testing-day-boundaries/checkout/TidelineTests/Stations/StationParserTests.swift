import Foundation
import Testing
@testable import Tideline

struct StationParserTests {
    @Test func decodesStationName() throws {
        let station = try StationParser().parse(Data.fixture("station-9414290.json"))
        #expect(station.name == "San Francisco")
    }

    @Test func decodesHeightsInMetres() throws {
        let station = try StationParser().parse(Data.fixture("station-9414290.json"))
        #expect(station.datums.mllw == 0.0)
        #expect(station.predictions.first?.height == 1.734)
    }
}
