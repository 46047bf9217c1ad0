import Foundation
import os

/// Builds the background URLSession used for downloads and uploads.
/// Used by the app and by the File Provider extension. Since iOS 26 Files runs each
/// File Provider domain (account) in its own extension process.
public enum TransferSessionFactory {
    static let log = Logger(subsystem: "com.cloudmere.files", category: "transfers")
    public static let appGroup = "group.com.cloudmere.files"

    public static func makeSession(domain: String, delegate: URLSessionDelegate) -> URLSession {
        let identifier = "com.cloudmere.files.transfers"
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sharedContainerIdentifier = appGroup
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        log.notice("creating background session \(identifier, privacy: .public) for domain \(domain, privacy: .public)")
        return URLSession(configuration: config, delegate: delegate, delegateQueue: nil)
    }
}
