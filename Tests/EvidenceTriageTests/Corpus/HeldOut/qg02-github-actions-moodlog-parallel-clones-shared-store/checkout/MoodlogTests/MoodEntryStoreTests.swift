import XCTest
@testable import Moodlog

final class MoodEntryStoreTests: XCTestCase {
    func testDeleteEntryRemovesFromWidgetTimeline() {
        let store = MoodEntryStore()
        let entries = (0..<3).map { MoodEntry(id: UUID(), mood: .good, date: Date(timeIntervalSince1970: Double($0) * 86_400)) }
        entries.forEach(store.add)
        store.delete(id: entries[1].id)
        XCTAssertEqual(store.widgetTimeline.count, 2)
    }
}
