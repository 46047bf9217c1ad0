import Foundation

enum AppGroup {
    /// Read from Info.plist (TBAppGroupIdentifier), which the build fills from APP_GROUP_ID.
    static var identifier: String {
        Bundle.main.object(forInfoDictionaryKey: "TBAppGroupIdentifier") as? String
            ?? "group.com.tallyboard.shared"
    }

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
    }
}
