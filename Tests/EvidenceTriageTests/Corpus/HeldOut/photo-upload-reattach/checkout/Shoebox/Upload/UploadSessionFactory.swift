import Foundation

enum UploadSessionFactory {
    static let identifierPrefix = "com.harborlight.shoebox.upload"
    /// One identifier per launch so that a stale session from a previous build can never be picked up.
    static let identifier = "\(identifierPrefix).\(UUID().uuidString)"

    static func makeSession(delegate: URLSessionDelegate) -> URLSession {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        return URLSession(configuration: config, delegate: delegate, delegateQueue: nil)
    }
}
