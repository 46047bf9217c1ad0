import UserNotifications
import XCTest
@testable import Larkspur

private final class FakeNotificationCenter: NotificationScheduling {
    private(set) var pending: [String: UNNotificationRequest] = [:]

    func add(_ request: UNNotificationRequest) async throws {
        pending[request.identifier] = request     // same identifier replaces, like the real center
    }
    func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        identifiers.forEach { pending[$0] = nil }
    }
    func pendingNotificationRequests() async -> [UNNotificationRequest] {
        Array(pending.values)
    }
}

final class WateringReminderSchedulerTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_747_216_800) // 2025-05-14T10:00:00Z
    private var plants: [Plant] {
        [
            Plant(id: "monstera", nickname: "Monty", wateringInterval: 3 * 86_400, lastWatered: start),
            Plant(id: "pothos", nickname: "Poppy", wateringInterval: 5 * 86_400, lastWatered: start),
            Plant(id: "fern", nickname: "Fernando", wateringInterval: 2 * 86_400, lastWatered: start),
        ]
    }

    func testReminderUsesPlantNickname() async throws {
        let center = FakeNotificationCenter()
        var now = start
        let scheduler = WateringReminderScheduler(center: center, clock: { now })
        try await scheduler.reschedule([plants[0]])
        now = now.addingTimeInterval(1)
        XCTAssertEqual(center.pending.values.first?.content.title, "Time to water Monty")
    }

    func testRescheduleKeepsOnePendingRequestPerPlant() async throws {
        let center = FakeNotificationCenter()
        var now = start
        let scheduler = WateringReminderScheduler(center: center, clock: { now })

        try await scheduler.reschedule(plants)
        // The user opens the app an hour later and waters the fern; everything is rescheduled.
        now = now.addingTimeInterval(3600)
        var watered = plants
        watered[2].lastWatered = now
        try await scheduler.reschedule(watered)

        XCTAssertEqual(center.pending.count, 3, "one pending watering reminder per plant")
    }

    func testCancelRemovesOnlyThatPlant() async throws {
        let center = FakeNotificationCenter()
        let scheduler = WateringReminderScheduler(center: center, clock: { self.start })
        try await scheduler.reschedule(plants)
        await scheduler.cancel(plants[1])
        XCTAssertEqual(Set(center.pending.keys.map { $0.components(separatedBy: ".")[1] }), ["monstera", "fern"])
    }
}
