import XCTest
import CoreData
@testable import Harborlog

final class CloudSyncTests: XCTestCase {
    var stack: CloudStack!

    override func setUp() async throws {
        stack = try await CloudStack.load(name: "Harborlog-CI-\(UUID().uuidString)")
    }

    func testSavedTripExportsWithinSixtySeconds() throws {
        let exported = expectation(description: "export event finished")
        let token = stack.observeEvents { event in
            if event.type == .export, event.endDate != nil, event.succeeded { exported.fulfill() }
        }
        let ctx = stack.container.newBackgroundContext()
        try ctx.performAndWait {
            let trip = Trip(context: ctx)
            trip.name = "Sound crossing"
            trip.departedAt = .now
            try ctx.save()
        }
        wait(for: [exported], timeout: 60)
        token.cancel()
    }

    func testRemoteEditImportedWithinThirtySeconds() throws {
        let seeded = try CloudFixtures.pushRemoteTrip(named: "Remote edit", in: "iCloud.com.harborlog.app")
        let imported = expectation(description: "import event finished")
        let token = stack.observeEvents { event in
            if event.type == .import, event.endDate != nil { imported.fulfill() }
        }
        wait(for: [imported], timeout: 30)
        let names = try stack.container.viewContext.fetch(Trip.fetchRequest()).compactMap(\.name)
        XCTAssertTrue(names.contains(seeded.name))
        token.cancel()
    }

    func testHistoryTrackingEnabled() throws {
        let desc = try XCTUnwrap(stack.container.persistentStoreDescriptions.first)
        XCTAssertEqual(desc.options[NSPersistentHistoryTrackingKey] as? NSNumber, true)
    }
}
