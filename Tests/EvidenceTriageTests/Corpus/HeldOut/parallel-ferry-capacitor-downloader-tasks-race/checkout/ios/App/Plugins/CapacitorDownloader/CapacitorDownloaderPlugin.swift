import Capacitor
import Foundation

// Vendored from @capgo/capacitor-downloader 7.1.4 (ios/Sources/CapacitorDownloaderPlugin) so we can
// add checkStatus(); keep in sync with upstream.
@objc(CapacitorDownloaderPlugin)
public class CapacitorDownloaderPlugin: CAPPlugin, CAPBridgedPlugin, URLSessionDownloadDelegate {
    public let identifier = "CapacitorDownloaderPlugin"
    public let jsName = "CapacitorDownloader"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "download", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "pause", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "resume", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "stop", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "checkStatus", returnType: CAPPluginReturnPromise)
    ]

    private lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: "com.ferryline.tickets.downloader")
        config.protocolClasses = [StubURLProtocol.self] + (config.protocolClasses ?? [])
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    private var tasks: [String: URLSessionDownloadTask] = [:]
    private var destinations: [String: URL] = [:]

    @objc func download(_ call: CAPPluginCall) {
        guard let id = call.getString("id"), let url = call.getString("url").flatMap(URL.init(string:)) else {
            call.reject("id and url are required"); return
        }
        let task = session.downloadTask(with: url)
        task.taskDescription = id
        tasks[id] = task
        destinations[id] = documentsURL(call.getString("destination") ?? id)
        task.resume()
        call.resolve(["id": id])
    }

    @objc func stop(_ call: CAPPluginCall) {
        guard let id = call.getString("id") else { return call.reject("id is required") }
        tasks[id]?.cancel()
        tasks.removeValue(forKey: id)
        call.resolve()
    }

    @objc func checkStatus(_ call: CAPPluginCall) -> [String: Any] {
        let id = call.getString("id") ?? ""
        let state = tasks[id].map { String(describing: $0.state) } ?? "unknown"
        call.resolve(["id": id, "state": state])
        return ["id": id, "state": state]
    }

    public func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                           didWriteData bytesWritten: Int64, totalBytesWritten: Int64,
                           totalBytesExpectedToWrite: Int64) {
        // Runs on the session's delegate queue (delegateQueue: nil), not on the bridge's queue.
        for (id, task) in tasks where task == downloadTask {
            let progress = Double(totalBytesWritten) / Double(max(totalBytesExpectedToWrite, 1))
            notifyListeners("downloadProgress", data: ["id": id, "progress": progress])
        }
    }

    public func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                           didFinishDownloadingTo location: URL) {
        guard let id = downloadTask.taskDescription, let destination = destinations[id] else { return }
        try? FileManager.default.removeItem(at: destination)
        try? FileManager.default.moveItem(at: location, to: destination)
        tasks.removeValue(forKey: id)
        notifyListeners("downloadCompleted", data: ["id": id, "path": destination.path])
    }

    private func documentsURL(_ relative: String) -> URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent(relative)
    }
}
