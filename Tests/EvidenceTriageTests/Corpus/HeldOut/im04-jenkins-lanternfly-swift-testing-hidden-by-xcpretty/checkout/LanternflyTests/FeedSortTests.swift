import Foundation
import Testing
@testable import Lanternfly

struct FeedSortTests {
    private func ep(_ id: String, _ day: Int, pinned: Bool = false) -> Episode {
        Episode(id: id, published: Date(timeIntervalSince1970: Double(day) * 86_400), isPinned: pinned)
    }

    @Test func newestFirstOrdersByDate() {
        let sorted = FeedSorter.newestFirst([ep("a", 1), ep("b", 3), ep("c", 2)])
        #expect(sorted.map(\.id) == ["b", "c", "a"])
    }

    @Test func newestFirstKeepsPinnedOnTop() {
        let episodes = [ep("e3", 3, pinned: true), ep("e1", 1), ep("e9", 9, pinned: true)]
        let sorted = FeedSorter.newestFirst(episodes)
        // Pinned episodes stay on top, newest pinned first.
        #expect(sorted.map(\.id) == ["e9", "e3", "e1"])
    }
}
