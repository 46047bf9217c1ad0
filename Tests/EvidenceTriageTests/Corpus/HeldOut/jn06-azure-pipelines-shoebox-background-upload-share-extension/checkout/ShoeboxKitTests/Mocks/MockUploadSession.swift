import Foundation
@testable import ShoeboxKit

final class MockUploadSession: UploadSessioning {
    private(set) var requests: [URLRequest] = []

    func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> URLSessionUploadTask {
        requests.append(request)
        return URLSessionUploadTask()
    }
}
