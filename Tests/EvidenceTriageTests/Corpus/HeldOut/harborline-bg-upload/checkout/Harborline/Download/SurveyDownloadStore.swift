import Foundation
import os

/// Receives finished survey PDF downloads and files them under Caches/Surveys.
final class SurveyDownloadStore: NSObject, URLSessionDownloadDelegate {
    private let log = Logger(subsystem: "com.harborline.app", category: "DownloadStore")
    let directory: URL
    var onPersist: ((String, Result<URL, Error>) -> Void)?

    init(directory: URL) {
        self.directory = directory
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didFinishDownloadingTo location: URL) {
        let surveyID = downloadTask.taskDescription ?? "unknown"
        // Persisting is async so the delegate queue is not blocked by the file move.
        Task {
            await self.persist(location, surveyID: surveyID)
        }
    }

    private func persist(_ location: URL, surveyID: String) async {
        let destination = directory.appendingPathComponent("\(surveyID).pdf")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: location, to: destination)
            onPersist?(surveyID, .success(destination))
        } catch {
            log.error("move failed for \(surveyID, privacy: .public): \(String(describing: error), privacy: .public)")
            print("[DownloadStore] move failed for \(surveyID): \(error)")
            onPersist?(surveyID, .failure(error))
        }
    }
}
