import Foundation
import Testing
@testable import Stridewell

@Suite struct WorkoutDecodingTests {
    @Test func decodesSessionWithCadence() throws {
        let json = Data(#"{"id":"w-1","start":"2026-11-28T07:02:11Z","durationSeconds":2710,"distanceMeters":8012,"cadence":171.5}"#.utf8)
        let session = try WorkoutSession.decoder.decode(WorkoutSession.self, from: json)
        #expect(session.cadence == 171.5)
    }

    @Test func decodesSessionWithoutCadence() throws {
        // Rowing and cycling sessions from the watch never carry cadence.
        let json = Data(#"{"id":"w-2","start":"2026-11-28T18:40:00Z","durationSeconds":1800,"distanceMeters":6000}"#.utf8)
        let session = try WorkoutSession.decoder.decode(WorkoutSession.self, from: json)
        #expect(session.cadence == nil)
    }

    @Test func decodesLegacyCachedSummary() throws {
        // Written by 4.x before zoneBreakdown existed; still on users' devices.
        let url = try #require(Bundle(for: FixtureAnchor.self).url(forResource: "summary-cache-v4", withExtension: "json"))
        let data = try Data(contentsOf: url)
        let summary = try JSONDecoder().decode(WeeklySummaryCache.self, from: data)
        #expect(summary.weeks.count == 6)
    }
}

final class FixtureAnchor {}
