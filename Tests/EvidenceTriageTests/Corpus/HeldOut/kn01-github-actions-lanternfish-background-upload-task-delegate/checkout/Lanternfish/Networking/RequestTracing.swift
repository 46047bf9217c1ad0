import Foundation
import ObjectiveC

/// Client-side spans for outgoing requests.
///
/// Task creation on URLSession is swizzled so that every traced request gets a span, and a
/// per-task delegate (iOS 15+) collects URLSessionTaskMetrics into it.
enum RequestTracing {
    private(set) static var tracedHosts: Set<String> = []
    private static var installed = false

    static func install(tracedHosts hosts: Set<String>) {
        tracedHosts = hosts
        guard !installed else { return }
        installed = true
        exchange(#selector(URLSession.uploadTask(with:fromFile:)),
                 #selector(URLSession.lf_tracedUploadTask(with:fromFile:)))
        exchange(#selector(URLSession.dataTask(with:) as (URLSession) -> (URLRequest) -> URLSessionDataTask),
                 #selector(URLSession.lf_tracedDataTask(with:)))
    }

    static func shouldTrace(_ request: URLRequest) -> Bool {
        guard let host = request.url?.host else { return false }
        return tracedHosts.contains(host)
    }

    static func attach(to task: URLSessionTask, for request: URLRequest) {
        guard shouldTrace(request) else { return }
        let span = Span(name: "\(request.httpMethod ?? "GET") \(request.url?.path ?? "/")")
        span.setAttribute("http.url", request.url?.absoluteString ?? "")
        // Metrics arrive through the task's own delegate.
        task.delegate = TracingTaskDelegate(span: span)
    }

    private static func exchange(_ original: Selector, _ replacement: Selector) {
        guard let a = class_getInstanceMethod(URLSession.self, original),
              let b = class_getInstanceMethod(URLSession.self, replacement) else { return }
        method_exchangeImplementations(a, b)
    }
}

final class TracingTaskDelegate: NSObject, URLSessionTaskDelegate {
    let span: Span
    init(span: Span) { self.span = span }

    func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics) {
        span.setAttribute("http.duration_ms", Int(metrics.taskInterval.duration * 1000))
        span.end()
    }
}

extension URLSession {
    @objc dynamic func lf_tracedUploadTask(with request: URLRequest, fromFile fileURL: URL) -> URLSessionUploadTask {
        let task = lf_tracedUploadTask(with: request, fromFile: fileURL) // original implementation
        RequestTracing.attach(to: task, for: request)
        return task
    }

    @objc dynamic func lf_tracedDataTask(with request: URLRequest) -> URLSessionDataTask {
        let task = lf_tracedDataTask(with: request) // original implementation
        RequestTracing.attach(to: task, for: request)
        return task
    }
}
