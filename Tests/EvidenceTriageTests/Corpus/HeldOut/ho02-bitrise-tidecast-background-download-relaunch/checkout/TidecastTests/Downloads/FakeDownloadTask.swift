import Foundation

/// URLSessionDownloadTask can't be built directly; subclass to control the requests.
final class FakeDownloadTask: URLSessionDownloadTask, @unchecked Sendable {
    private let _original: URLRequest
    private let _current: URLRequest
    private let _id: Int

    init(original: URL, current: URL? = nil, identifier: Int = 1) {
        _original = URLRequest(url: original)
        _current = URLRequest(url: current ?? original)
        _id = identifier
        super.init()
    }

    override var originalRequest: URLRequest? { _original }
    override var currentRequest: URLRequest? { _current }
    override var taskIdentifier: Int { _id }
}
