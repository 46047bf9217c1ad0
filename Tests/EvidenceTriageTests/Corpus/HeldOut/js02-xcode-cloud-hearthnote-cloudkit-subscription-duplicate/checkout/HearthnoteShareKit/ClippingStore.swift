import CloudKit

/// Used by the share extension (and by ShareTestHost in tests) to drop clippings into
/// the Inbox zone of the notes container.
public final class ClippingStore {
    public init() {}

    // CKContainer(identifier:) raises CKException when the running binary lacks the
    // com.apple.developer.icloud-services entitlement.
    private lazy var container = CKContainer(identifier: "iCloud.com.hearthnote.notes")

    public func save(_ clipping: Clipping) async throws {
        NSLog("[ShareKit] saving clipping to Inbox zone of %@", "iCloud.com.hearthnote.notes")
        let zone = CKRecordZone.ID(zoneName: "Inbox", ownerName: CKCurrentUserDefaultName)
        let record = CKRecord(recordType: "Clipping", recordID: CKRecord.ID(recordName: clipping.id, zoneID: zone))
        record["url"] = clipping.url?.absoluteString
        record["title"] = clipping.title
        _ = try await container.privateCloudDatabase.save(record)
    }
}
