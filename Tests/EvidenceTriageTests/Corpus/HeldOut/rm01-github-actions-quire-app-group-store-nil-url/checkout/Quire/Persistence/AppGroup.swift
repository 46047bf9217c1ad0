import Foundation

enum AppGroup {
    /// Read from the built Info.plist (QuireAppGroupIdentifier = $(QUIRE_APP_GROUP)).
    static var id: String {
        Bundle.main.object(forInfoDictionaryKey: "QuireAppGroupIdentifier") as? String ?? ""
    }

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: id)
    }

    static var defaults: UserDefaults {
        UserDefaults(suiteName: id) ?? .standard
    }
}
