import XCTest
import MistKit
@testable import QuillSync

/// Live CloudKit (development container, private DB) — runs on CI with the quillnote-cloudkit context.
final class SubscriptionBootstrapTests: XCTestCase {
    var service: CloudKitService!

    override func setUp() async throws {
        service = try CloudKitService.integration(container: "iCloud.app.quillnote", environment: .development)
    }

    func testRegistersNoteChangesSubscription() async throws {
        let id = await SubscriptionBootstrapper(service: service).registerNoteChanges()
        let subs = try await service.fetchAllSubscriptions()
        XCTAssertTrue(subs.contains { $0.subscriptionID == id })
        try await service.deleteSubscription(id: id)
    }

    func testZoneIsCreatedOnce() async throws {
        try await ZoneBootstrapper(service: service).ensureNotesZone()
        try await ZoneBootstrapper(service: service).ensureNotesZone()
        let zones = try await service.fetchAllZones()
        XCTAssertEqual(zones.filter { $0.zoneName == "Notes" }.count, 1)
    }
}
