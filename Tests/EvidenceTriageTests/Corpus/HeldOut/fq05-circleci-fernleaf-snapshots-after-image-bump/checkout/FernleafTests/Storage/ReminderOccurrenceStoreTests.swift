//
//  ReminderOccurrenceStoreTests.swift
//  FernleafTests
//

import CoreData
import XCTest
@testable import Fernleaf

final class ReminderOccurrenceStoreTests: XCTestCase {

    private var container: NSPersistentContainer!
    private var store: ReminderOccurrenceStore!

    override func setUp() async throws {
        container = NSPersistentContainer(name: "Fernleaf", managedObjectModel: .fernleaf)
        let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        container.persistentStoreDescriptions = [description]
        try await container.loadPersistentStoresAsync()
        store = ReminderOccurrenceStore(container: container)
    }

    override func tearDown() {
        store = nil
        container = nil
    }

    func testCountIsZeroForUnknownReminder() async throws {
        let count = try await store.countOccurrences(reminderID: UUID(), since: .distantPast)
        XCTAssertEqual(count, 0)
    }

    func testOccurrencesOutsideWindowAreIgnored() async throws {
        let id = UUID()
        try await store.recordOccurrence(reminderID: id, at: Date(timeIntervalSinceNow: -3 * 3600))
        let count = try await store.countOccurrences(reminderID: id, since: Date(timeIntervalSinceNow: -3600))
        XCTAssertEqual(count, 0)
    }

    func testCountOccurrencesSeesJustSavedReminder() async throws {
        let id = UUID()
        try await store.recordOccurrence(reminderID: id, at: .now)

        let count = try await store.countOccurrences(reminderID: id, since: Date(timeIntervalSinceNow: -60))
        XCTAssertEqual(count, 1, "an occurrence saved a moment ago must count toward the interval limit")
    }

    func testIntervalLimitBlocksSecondFire() async throws {
        let id = UUID()
        try await store.recordOccurrence(reminderID: id, at: .now)
        let allowed = try await store.canFire(reminderID: id, limit: 1, per: 6 * 3600)
        XCTAssertFalse(allowed, "a reminder limited to once per 6 h fired twice")
    }
}
