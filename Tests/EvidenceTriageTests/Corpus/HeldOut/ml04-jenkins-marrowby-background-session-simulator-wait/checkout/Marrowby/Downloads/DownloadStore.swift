import Foundation

final class DownloadStore: NSObject, URLSessionDownloadDelegate {
    let destinationDirectory: URL
    var onStored: ((Result<URL, Error>) -> Void)?

    init(destinationDirectory: URL) { self.destinationDirectory = destinationDirectory }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        let name = downloadTask.originalRequest?.url?.lastPathComponent ?? UUID().uuidString
        let target = destinationDirectory.appendingPathComponent(name)
        // Move off the delegate queue so large files don't block it.
        DispatchQueue.global(qos: .utility).async { [onStored] in
            do {
                try FileManager.default.moveItem(at: location, to: target)
                onStored?(.success(target))
            } catch {
                onStored?(.failure(error))
            }
        }
    }
}
