import Foundation
import os

/// Background URLSession for photo uploads. The app and the share extension each
/// use their own identifier; both point the session at the shared app group so the
/// staged upload bodies are readable by nsurlsessiond and by the containing app.
public enum UploadSessionFactory {
    public static let appGroup = "group.com.shoebox.shared"
    private static let log = Logger(subsystem: "com.shoebox.ios", category: "Share")

    public static func make(identifier: String, delegate: URLSessionDelegate) -> URLSession {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sharedContainerIdentifier = appGroup
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        log.info("creating background session \(identifier, privacy: .public) shared container \(appGroup, privacy: .public)")
        return URLSession(configuration: config, delegate: delegate, delegateQueue: nil)
    }
}
