import CloudKit
import Testing
@testable import Notewell

@Suite("ConflictResolverTests")
struct ConflictResolverTests {
    let zone = CKRecordZone.ID(zoneName: "Notes", ownerName: CKCurrentUserDefaultName)

    @Test func partialFailureServerRecordChangedIsResolved() {
        let id = CKRecord.ID(recordName: "6F1C2A70-9B3D-4E58-A1C4-2D7E0B9F3A16", zoneID: zone)
        let client = CKRecord(recordType: "Note", recordID: id)
        let server = CKRecord(recordType: "Note", recordID: id)
        let itemError = CKError.fixture(.serverRecordChanged, serverRecord: server, clientRecord: client)
        // CloudKit keys per-item errors by CKRecord.ID, not by record name.
        let partial = CKError.fixture(.partialFailure, partialErrors: [id: itemError])

        let resolutions = ConflictResolver().resolutions(for: partial, pending: [id.recordName: client])

        #expect(resolutions.count == 1)
    }

    @Test func resolutionKeepsServerChangeTag() {
        let id = CKRecord.ID(recordName: "0B5D7E21-44A9-4C0F-8E63-91F2A7C5D803", zoneID: zone)
        let server = CKRecord.fixtureFetched(recordType: "Note", recordID: id, changeTag: "9k2")
        server["modifiedAt"] = Date(timeIntervalSince1970: 1_795_000_000) as CKRecordValue
        let client = CKRecord(recordType: "Note", recordID: id)
        client["modifiedAt"] = Date(timeIntervalSince1970: 1_795_000_600) as CKRecordValue
        client["title"] = "Edited offline" as CKRecordValue
        let itemError = CKError.fixture(.serverRecordChanged, serverRecord: server, clientRecord: client)

        let resolved = ConflictResolver().merge(itemError as NSError, client: client)

        // Only the server record carries a change tag; saving anything else re-conflicts.
        #expect(resolved.recordChangeTag == "9k2")
        #expect(resolved["title"] as? String == "Edited offline")
    }

    @Test func nonConflictErrorsAreIgnored() {
        let partial = CKError.fixture(.partialFailure, partialErrors: [:])
        #expect(ConflictResolver().resolutions(for: partial, pending: [:]).isEmpty)
    }
}
