import CloudKit
import XCTest
@testable import Notewell

/// Runs against the real iCloud container with the CI test account signed in on the
/// agent's simulator. Skipped when no account is available.
final class CloudSyncIntegrationTests: XCTestCase {
    private var engine: NoteSyncEngine!

    override func setUp() async throws {
        let status = try await CKContainer(identifier: "iCloud.com.notewell.ios").accountStatus()
        try XCTSkipUnless(status == .available, "no iCloud account on this simulator")
        engine = try await NoteSyncEngine.makeForTesting(zoneName: "ci-\(UUID().uuidString.prefix(8))")
    }

    override func tearDown() async throws {
        try await engine?.deleteTestZone()
    }

    func testPlainNoteUploadsToPrivateDatabase() async throws {
        let note = Note(title: "Groceries", body: "oat milk, limes")
        try await engine.upload([note])
        let fetched = try await engine.fetchNote(id: note.id)
        XCTAssertEqual(fetched?.title, "Groceries")
    }

    func testPinnedNoteUploadsToPrivateDatabase() async throws {
        var note = Note(title: "Trip checklist", body: "passports")
        note.pinnedAt = Date()
        let result = try await engine.upload([note])
        XCTAssertTrue(result.rejected.isEmpty, "CloudKit rejected \(result.rejected.count) record(s): \(result.rejected.map(\.localizedDescription))")
    }
}
