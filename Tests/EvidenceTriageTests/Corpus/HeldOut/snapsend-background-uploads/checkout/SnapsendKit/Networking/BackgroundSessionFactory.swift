import Foundation

/// Builds the background URLSession configurations used by the app and by the
/// share extension. Both write their upload bodies to the shared app-group container.
public enum BackgroundSessionFactory {
    public static let appGroupIdentifier = "group.com.quaymark.snapsend"
    static let sessionIdentifier = "com.quaymark.snapsend.background-upload"

    public enum Host {
        case app
        case shareExtension
    }

    public static func identifier(for host: Host) -> String {
        switch host {
        case .app, .shareExtension:
            return sessionIdentifier
        }
    }

    public static func configuration(for host: Host) -> URLSessionConfiguration {
        let config = URLSessionConfiguration.background(withIdentifier: identifier(for: host))
        config.sharedContainerIdentifier = appGroupIdentifier
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        return config
    }

    public static func nightlyPrefetchConfiguration() -> URLSessionConfiguration {
        let config = URLSessionConfiguration.background(withIdentifier: "com.quaymark.snapsend.route-prefetch")
        config.isDiscretionary = true
        config.sessionSendsLaunchEvents = true
        return config
    }
}
