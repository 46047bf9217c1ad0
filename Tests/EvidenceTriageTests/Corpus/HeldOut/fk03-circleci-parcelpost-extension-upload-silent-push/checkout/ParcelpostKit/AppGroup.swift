import Foundation

/// The app group shared by the app and its extensions. The value comes from the
/// `AppGroupIdentifier` Info.plist key, which each target sets to $(PARCELPOST_APP_GROUP).
public enum AppGroup {
    public static var identifier: String {
        Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String ?? ""
    }

    public static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
    }
}
