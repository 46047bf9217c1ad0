import Foundation

/// Uploads finished inspection reports through a background URLSession so they keep going
/// when the inspector locks the phone or leaves the site.
public final class UploadQueue: NSObject, URLSessionTaskDelegate {
    public static let sessionIdentifier = "com.ridgeway.fieldkit.uploads"

    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.isDiscretionary = false
        configuration.sessionSendsLaunchEvents = true
        NSLog("[Upload] session %@ (background, discretionary=NO)", Self.sessionIdentifier)
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    private let store: UploadStore
    private let renderer: ReportRendering

    public init(store: UploadStore, renderer: ReportRendering) {
        self.store = store
        self.renderer = renderer
    }

    @discardableResult
    public func enqueue(_ inspection: Inspection, to endpoint: URL) throws -> URLSessionUploadTask {
        let body = try renderer.pdfData(for: inspection)
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        request.setValue("application/pdf", forHTTPHeaderField: "Content-Type")
        NSLog("[Upload] enqueue inspection %@ (%d KB) -> %@", inspection.id, body.count / 1024, endpoint.absoluteString)
        // Hand the report to the system so it survives suspension.
        let task = session.uploadTask(with: request, from: body)
        store.markQueued(inspection.id, taskIdentifier: task.taskIdentifier)
        task.resume()
        return task
    }
}
