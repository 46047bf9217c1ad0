import Foundation

/// Builds the background session that carries survey bundles (photos + GPX) to the field server.
struct UploadSessionFactory {
    static let identifierPrefix = "com.tarnfield.upload"

    /// The identifier for this install's background session.
    ///
    /// A relaunched app (including a background relaunch for
    /// `application(_:handleEventsForBackgroundURLSession:completionHandler:)`) has to create a
    /// session with the *same* identifier to reattach to the transfers nsurlsessiond kept running.
    let sessionIdentifier: String

    init() {
        // One session per launch keeps stale delegates from earlier launches out of the way.
        sessionIdentifier = "\(Self.identifierPrefix).\(UUID().uuidString)"
    }

    func makeConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.background(withIdentifier: sessionIdentifier)
        configuration.isDiscretionary = true          // surveys are large; let the system pick Wi-Fi and power
        configuration.sessionSendsLaunchEvents = true
        configuration.allowsCellularAccess = false
        return configuration
    }
}
