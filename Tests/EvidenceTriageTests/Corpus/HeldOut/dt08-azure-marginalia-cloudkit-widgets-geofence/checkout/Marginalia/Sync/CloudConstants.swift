import CloudKit
import Foundation

enum CloudConstants {
    static let containerIdentifier = "iCloud.app.marginalia.notes"

    /// nil when the running process is not entitled for the container (the CI
    /// configuration signs with Marginalia-CI.entitlements: app group only, no
    /// iCloud). CKContainer(identifier:) raises instead of throwing in that
    /// case, so always go through here.
    static var container: CKContainer? {
        guard isEntitledForCloudKit else { return nil }
        return CKContainer(identifier: containerIdentifier)
    }

    /// MARGINALIA_CLOUDKIT is NO in Config/CI.xcconfig and YES in Debug/Release;
    /// it lands in Info.plist as MarginaliaCloudKitEnabled.
    static var isEntitledForCloudKit: Bool {
        Bundle.main.object(forInfoDictionaryKey: "MarginaliaCloudKitEnabled") as? Bool ?? false
    }
}
