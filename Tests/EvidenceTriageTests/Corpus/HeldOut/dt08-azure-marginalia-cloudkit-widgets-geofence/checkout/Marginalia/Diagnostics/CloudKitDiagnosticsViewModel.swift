import CloudKit
import Foundation
import Observation

/// Settings ▸ Sync ▸ Diagnostics. Lists record zones and the last sync errors.
@Observable
final class CloudKitDiagnosticsViewModel {
    private let container = CKContainer(identifier: CloudConstants.containerIdentifier)
    private var database: CKDatabase { container.privateCloudDatabase }

    var zones: [CKRecordZone] = []
    var errorMessage: String?
    var isCloudKitAvailable: Bool { true }

    func load() async {
        do {
            zones = try await database.allRecordZones()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
