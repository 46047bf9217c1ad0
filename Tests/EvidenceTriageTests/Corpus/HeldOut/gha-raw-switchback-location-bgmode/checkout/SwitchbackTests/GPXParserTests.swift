import Foundation
import Testing
@testable import Switchback

@Suite struct GPXParserTests {
    private func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle(for: BundleToken.self).url(forResource: name, withExtension: "gpx"))
        return try Data(contentsOf: url)
    }

    @Test func parsesTrackPoints() throws {
        let track = try GPXParser().parse(fixture("mount-tam-loop"))
        #expect(track.points.count == 1_284)
    }

    @Test func parsesTimestampsInUTC() throws {
        let track = try GPXParser().parse(fixture("mount-tam-loop"))
        #expect(track.points.first?.time == ISO8601DateFormatter().date(from: "2026-10-03T15:02:11Z"))
    }

    @Test func elevationGainIgnoresJitter() throws {
        // Barometer noise below 3 m must not count as climbing (fixture measured with a survey altimeter).
        let track = try GPXParser(smoothing: .hysteresis(meters: 3)).parse(fixture("mount-tam-loop"))
        #expect(track.elevationGain == 418.5)
    }
}
