import Foundation

final class BackgroundUploader: NSObject, URLSessionTaskDelegate {
    let identifier: String
    let appGroup: String?
    private lazy var session = makeSession()

    init(identifier: String, appGroup: String?) {
        self.identifier = identifier
        self.appGroup = appGroup
    }

    func makeSession() -> URLSession {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sharedContainerIdentifier = appGroup
        config.isDiscretionary = false
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }

    func upload(_ file: URL, to url: URL, completion: @escaping (Result<Void, Error>) -> Void) {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        session.uploadTask(with: request, fromFile: file) { _, _, error in
            completion(error.map { .failure($0) } ?? .success(()))
        }.resume()
    }
}
