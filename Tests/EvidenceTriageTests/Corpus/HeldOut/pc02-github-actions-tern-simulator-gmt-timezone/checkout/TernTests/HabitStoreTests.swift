import XCTest
@testable import Tern

final class HabitStoreTests: XCTestCase {
    func testArchivingHabitKeepsHistory() throws {
        let store = HabitStore.inMemory()
        let habit = try store.create(name: "Stretch")
        for day in 0..<14 { try store.checkIn(habit, daysAgo: day) }
        try store.archive(habit)
        XCTAssertEqual(try store.checkIns(for: habit).count, 14)
    }
}
