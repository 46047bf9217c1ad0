import Foundation

/// The slice of `URLSession` the upload code uses, so unit tests can fake the background daemon.
protocol UploadSession: AnyObject {
    func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> URLSessionUploadTask
    func allTasks() async -> [URLSessionTask]
}

extension URLSession: UploadSession {
    func allTasks() async -> [URLSessionTask] { await self.allTasks }
}

enum BackgroundSessionFactory {
    static let identifier = "com.larchbox.ios.upload"

    static func make(delegate: URLSessionDelegate) -> URLSession {
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        configuration.sharedContainerIdentifier = "group.com.larchbox.ios"
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }
}
