import CloudKit
import Foundation

enum SyncConfiguration {
    static let containerIdentifier = "iCloud.com.lanternfish.app"

    /// Reads the signed entitlements (absent in CODE_SIGNING_ALLOWED=NO builds).
    static var hasCloudKitEntitlement: Bool {
        guard let task = SecTaskCreateFromSelf(nil),
              let value = SecTaskCopyValueForEntitlement(task, "com.apple.developer.icloud-container-identifiers" as CFString, nil)
        else { return false }
        return (value as? [String])?.contains(containerIdentifier) == true
    }

    static var container: CKContainer? {
        hasCloudKitEntitlement ? CKContainer(identifier: containerIdentifier) : nil
    }

    /// Added in #642 for the sync-status banner.
    static var privateDatabase: CKDatabase {
        CKContainer(identifier: containerIdentifier).privateCloudDatabase
    }
}
