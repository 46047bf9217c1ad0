import Alamofire
import Foundation

/// Uploads scanned documents. Large files go through a background URLSession so they
/// survive suspension.
final class BackgroundUploadClient {
    static let backgroundIdentifier = "com.dockside.app.uploads"
    static let largeFileThreshold = 20 * 1024 * 1024

    private let foreground = Session.default
    private lazy var background: Session = makeBackgroundSession()

    func session(forFileSize size: Int) -> Session {
        size >= Self.largeFileThreshold ? background : foreground
    }

    private func makeBackgroundSession() -> Session {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.backgroundIdentifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return Session(configuration: configuration)
    }

    func upload(fileURL: URL, to endpoint: URL, size: Int) -> UploadRequest {
        session(forFileSize: size).upload(fileURL, to: endpoint, method: .put)
    }
}
