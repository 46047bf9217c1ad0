import Foundation

public enum UploadProcess { case app, shareExtension }

/// Background sessions for photo uploads. The share extension writes the file into the app
/// group container and hands it to a background session; that session must name the shared
/// container or it fails with NSURLErrorBackgroundSessionRequiresSharedContainer (-995).
public final class UploadSessionFactory {
    public static let appGroup = "group.app.shoebox"

    public static func identifier(for process: UploadProcess) -> String {
        process == .app ? "app.shoebox.uploads" : "app.shoebox.uploads.share"
    }

    public static func makeSession(for process: UploadProcess, delegate: URLSessionDelegate) -> URLSession {
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier(for: process))
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        // Must be set before the session is created: URLSession copies its configuration.
        configuration.sharedContainerIdentifier = appGroup
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }
}
