import Foundation

/// Writes the manifest export used by the app's BGProcessingTask (com.quayline.app.manifest-export).
public final class ExportCoordinator {
    private let writer: ManifestWriter
    private let workQueue = DispatchQueue(label: "quayline.export")

    public init(writer: ManifestWriter) { self.writer = writer }

    /// Calls `completion` when the export file is on disk. Delivered on the main queue
    /// so the UI can update the "Last exported" row directly.
    public func export(to url: URL, completion: @escaping (Result<URL, Error>) -> Void) {
        workQueue.async {
            let result = Result { try self.writer.write(to: url); return url }
            DispatchQueue.main.async { completion(result) }
        }
    }
}
