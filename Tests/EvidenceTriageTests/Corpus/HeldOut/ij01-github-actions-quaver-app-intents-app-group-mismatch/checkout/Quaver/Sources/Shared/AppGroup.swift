import Foundation

/// The App Group the app is signed for. Read from Info.plist so every target
/// that links this file resolves the same identifier.
enum AppGroup {
    static var identifier: String {
        Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String
            ?? "group.com.quaverlabs.ios"
    }
}
