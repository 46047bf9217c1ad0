import Foundation
import Testing
@testable import Cadence

struct EpisodeSorterTests {
    @Test func newestFirstWithinSameState() {
        let a = Episode.fixture(id: "a", published: .init(timeIntervalSince1970: 100), played: false)
        let b = Episode.fixture(id: "b", published: .init(timeIntervalSince1970: 200), played: false)
        #expect(EpisodeSorter().sorted([a, b]).map(\.id) == ["b", "a"])
    }

    @Test func unplayedEpisodesComeFirst() {
        let old = Episode.fixture(id: "old", published: .init(timeIntervalSince1970: 100), played: false)
        let new = Episode.fixture(id: "new", published: .init(timeIntervalSince1970: 200), played: true)
        #expect(EpisodeSorter().sorted([new, old]).map(\.id) == ["old", "new"])
    }
}
