import CloudKit

final class SightingSharing {
    static let containerID = "iCloud.com.kestrel.app"
    lazy var container = CKContainer(identifier: Self.containerID)

    func makeShare(for sighting: Sighting) -> CKShare {
        let record = CKRecord(recordType: "Sighting", recordID: CKRecord.ID(recordName: sighting.id.uuidString,
                                                                               zoneID: sightingsZone))
        record["species"] = sighting.species as CKRecordValue
        let share = CKShare(rootRecord: record)
        share[CKShare.SystemFieldKey.title] = sighting.species as CKRecordValue
        share.publicPermission = .none
        _ = container.privateCloudDatabase   // touch the container so sharing UI can present
        return share
    }

    private var sightingsZone: CKRecordZone.ID {
        CKRecordZone.ID(zoneName: "Sightings", ownerName: CKCurrentUserDefaultName)
    }
}
