import Foundation

/// Background upload session used by both the app and the share extension.
enum UploadSessionFactory {
    static let appSessionIdentifier = "com.quarry.app.uploads"
    static let shareSessionIdentifier = "com.quarry.app.uploads"

    static var appGroupIdentifier: String? {
        let raw = Bundle.main.object(forInfoDictionaryKey: "QuarryAppGroup") as? String
        return (raw?.isEmpty ?? true) ? nil : raw
    }

    static func configuration(forExtension: Bool) -> URLSessionConfiguration {
        let id = forExtension ? shareSessionIdentifier : appSessionIdentifier
        let config = URLSessionConfiguration.background(withIdentifier: id)
        config.sharedContainerIdentifier = appGroupIdentifier
        config.sessionSendsLaunchEvents = true
        return config
    }
}
