import Foundation

/// The App Group both targets share. The value is NOT hard-coded: each target's Info.plist carries
/// TWAppGroupIdentifier = $(APP_GROUP_ID), set per target in Config/*.xcconfig.
enum AppGroup {
    static func identifier(in bundle: Bundle = .main) -> String {
        guard let id = bundle.object(forInfoDictionaryKey: "TWAppGroupIdentifier") as? String, !id.isEmpty else {
            preconditionFailure("TWAppGroupIdentifier missing from \(bundle.bundleURL.lastPathComponent)")
        }
        return id
    }
}
