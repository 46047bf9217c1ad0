import UserNotifications
import XCTest
@testable import Marlowe

private final class RecordingCenter: ReminderNotificationCenter {
    var pending: [String] = []
    var delivered: [String] = []

    func add(_ request: UNNotificationRequest) async throws { pending.append(request.identifier) }
    func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pending.removeAll { identifiers.contains($0) }
    }
    func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        delivered.removeAll { identifiers.contains($0) }
    }
    /// Simulate the system firing a pending request.
    func deliver(_ id: String) { pending.removeAll { $0 == id }; delivered.append(id) }
}

final class DueReminderNotificationTests: XCTestCase {

    func testSchedulingUsesStableIdentifier() async throws {
        let center = RecordingCenter()
        try await DueReminderCenter(center: center).scheduleReminder(forNote: "8F2C", title: "Call the archive", due: Date().addingTimeInterval(600))
        XCTAssertEqual(center.pending, ["note.8F2C.due"])
    }

    func testCompletingNoteCancelsPendingReminder() async throws {
        let center = RecordingCenter()
        let reminders = DueReminderCenter(center: center)
        try await reminders.scheduleReminder(forNote: "8F2C", title: "Call the archive", due: Date().addingTimeInterval(600))
        reminders.noteCompleted("8F2C")
        XCTAssertEqual(center.pending, [])
    }

    func testCompletingNoteRemovesDeliveredReminder() async throws {
        let center = RecordingCenter()
        let reminders = DueReminderCenter(center: center)
        try await reminders.scheduleReminder(forNote: "8F2C", title: "Call the archive", due: Date().addingTimeInterval(600))
        center.deliver("note.8F2C.due")          // reminder already shown in Notification Center

        reminders.noteCompleted("8F2C")

        XCTAssertEqual(center.delivered, [], "delivered reminder still in Notification Center")
    }
}
