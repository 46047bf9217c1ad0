import CloudKit
import Foundation

/// Every field the app writes on a `Note` record. The parity test reads this list,
/// so a field written here must also exist in CloudKit/Schema/Production.ckdb.
enum NoteSyncField: String, CaseIterable {
    case title
    case body
    case folderRef
    case modifiedAt
    case pinnedAt        // added in 3.8 with "Pin to top"
}

struct NoteRecordMapper {
    let zoneID: CKRecordZone.ID

    func record(for note: Note, existing: CKRecord?) -> CKRecord {
        let record = existing ?? CKRecord(recordType: "Note",
                                          recordID: CKRecord.ID(recordName: note.id.uuidString, zoneID: zoneID))
        record[NoteSyncField.title.rawValue] = note.title as CKRecordValue
        record[NoteSyncField.body.rawValue] = note.body as CKRecordValue
        record[NoteSyncField.modifiedAt.rawValue] = note.modifiedAt as CKRecordValue
        if let folderID = note.folderID {
            record[NoteSyncField.folderRef.rawValue] = CKRecord.Reference(
                recordID: CKRecord.ID(recordName: folderID.uuidString, zoneID: zoneID), action: .none)
        }
        // Written unconditionally so an unpin clears the value on other devices.
        record[NoteSyncField.pinnedAt.rawValue] = note.pinnedAt as CKRecordValue?
        return record
    }
}
