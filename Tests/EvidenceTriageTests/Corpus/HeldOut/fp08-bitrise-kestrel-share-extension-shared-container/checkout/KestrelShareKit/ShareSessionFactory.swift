import Foundation

private final class BundleMarker {}

/// Background upload sessions for the app and the share extension.
///
/// A background session created inside an app extension must name an App Group container
/// (`sharedContainerIdentifier`) that both the extension and the containing app can read;
/// without a valid one the system invalidates the session on creation.
public enum ShareSessionFactory {
    public static let extensionSessionIdentifier = "com.kestrelapp.kestrel.share.uploads"

    /// Read from this framework's Info.plist (`KSAppGroupIdentifier`, expanded at build time).
    public static var appGroupIdentifier: String? {
        Bundle(for: BundleMarker.self).object(forInfoDictionaryKey: "KSAppGroupIdentifier") as? String
    }

    public static func extensionBackgroundConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.background(withIdentifier: extensionSessionIdentifier)
        configuration.sharedContainerIdentifier = appGroupIdentifier
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return configuration
    }
}
