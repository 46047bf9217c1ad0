import Foundation

enum UploadSessions {
    /// Chunk PUTs. CR-498: moved to the default session so per-byte progress
    /// callbacks arrive for the progress ring; background session kept for
    /// single-shot uploads only.
    static let chunks: URLSession = URLSession(configuration: .default)

    static let singleShot: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: "com.corrie.app.single-shot")
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: UploadDelegate.shared, delegateQueue: nil)
    }()
}
