import Foundation

public final class ShareUploader: NSObject, URLSessionTaskDelegate {
    public private(set) var lastError: Error?
    private let session: URLSession

    public init(appGroup: String) {
        let config = URLSessionConfiguration.background(withIdentifier: "com.harborfm.player.share.upload")
        config.sharedContainerIdentifier = appGroup    // must be an App Group in the extension's entitlements
        session = URLSession(configuration: config, delegate: nil, delegateQueue: nil)
        super.init()
    }
    public func upload(clipAt url: URL, completion: @escaping (Result<Void, Error>) -> Void) {
        var request = URLRequest(url: URL(string: "https://uploads.harborfm.example/v3/clips")!)
        request.httpMethod = "PUT"
        session.uploadTask(with: request, fromFile: url).resume()
    }
}
