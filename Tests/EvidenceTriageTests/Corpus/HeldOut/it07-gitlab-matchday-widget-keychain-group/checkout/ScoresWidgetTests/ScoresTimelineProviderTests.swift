import WidgetKit
import XCTest
@testable import Matchday

final class ScoresTimelineProviderTests: XCTestCase {
    func testPlaceholderUsesCachedFixtures() async throws {
        let cache = FixtureCache.inMemory(fixtures: .premierLeagueMatchday)
        let provider = ScoresTimelineProvider(cache: cache)
        let entry = await provider.placeholderEntry()
        XCTAssertEqual(entry.fixtures.count, 3)
    }

    func testTimelineReloadsAtNextKickoff() async throws {
        let provider = ScoresTimelineProvider(cache: .inMemory(fixtures: .premierLeagueMatchday))
        let timeline = await provider.timeline(now: .fixtureSaturdayNoon)
        XCTAssertEqual(timeline.policy, .after(.fixtureSaturdayKickoff))
    }
}
