import Foundation

/// One place that owns the URLSessions for WebDAV.
/// Background sessions only run upload and download tasks; PROPFIND, MKCOL, MOVE and the
/// other metadata requests are data tasks and belong on a foreground (.default) session.
public final class WebDAVSession: NSObject {
    public let transfer: URLSession
    public let control: URLSession

    public init(identifier: String, delegate: URLSessionDelegate) {
        let background = URLSessionConfiguration.background(withIdentifier: identifier)
        background.sharedContainerIdentifier = "group.com.quayside"
        transfer = URLSession(configuration: background, delegate: delegate, delegateQueue: nil)
        // Refactor in #612 folded the control session into the transfer session "to share cookies".
        control = transfer
        super.init()
        NSLog("[WebDAV] sessions: transfer=%@ (background), control=%@ (background)", identifier, identifier)
    }

    /// Which session a method rides. Tests read this.
    public func sessionName(for method: String) -> String {
        let s = (method == "GET" || method == "PUT") ? transfer : control
        return s.configuration.identifier ?? "foreground"
    }

    public func propfind(_ url: URL, depth: Int, completion: @escaping (Result<Data, Error>) -> Void) {
        var request = URLRequest(url: url)
        request.httpMethod = "PROPFIND"
        request.setValue(String(depth), forHTTPHeaderField: "Depth")
        let task = control.dataTask(with: request)
        NSLog("[WebDAV] PROPFIND %@ Depth: %d -> dataTask %lu on %@ (background)", url.absoluteString, depth, task.taskIdentifier, control.configuration.identifier ?? "?")
        pending[task.taskIdentifier] = completion
        task.resume()
    }

    var pending: [Int: (Result<Data, Error>) -> Void] = [:]
}
