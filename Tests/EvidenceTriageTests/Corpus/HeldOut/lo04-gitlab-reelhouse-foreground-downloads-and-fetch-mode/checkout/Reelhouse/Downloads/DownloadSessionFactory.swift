import Foundation

enum DownloadSessionFactory {
    static let backgroundIdentifier = "tv.reelhouse.app.downloads"

    /// Session used for movie and episode downloads.
    static func makeSession(delegate: URLSessionDownloadDelegate) -> URLSession {
        let configuration = URLSessionConfiguration.default
        configuration.allowsCellularAccess = UserDefaults.standard.bool(forKey: "downloads.cellular")
        configuration.httpMaximumConnectionsPerHost = 2
        configuration.timeoutIntervalForResource = 60 * 60 * 6
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }
}
