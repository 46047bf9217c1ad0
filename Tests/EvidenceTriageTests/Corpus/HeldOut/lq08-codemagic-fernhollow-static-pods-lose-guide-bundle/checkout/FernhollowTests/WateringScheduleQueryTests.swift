import SwiftData
import XCTest
@testable import Fernhollow

@MainActor
final class WateringScheduleQueryTests: XCTestCase {
    func testOverduePlantsIncludesNeverWatered() throws {
        let container = try ModelContainer(for: Plant.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        context.insert(Plant(name: "Calathea", lastWatered: nil))
        context.insert(Plant(name: "Pothos", lastWatered: .distantPast))
        let overdue = try context.fetch(WateringScheduleQuery.overdue(now: .now))
        XCTAssertEqual(overdue.map(\.name), ["Calathea", "Pothos"])
    }
}
