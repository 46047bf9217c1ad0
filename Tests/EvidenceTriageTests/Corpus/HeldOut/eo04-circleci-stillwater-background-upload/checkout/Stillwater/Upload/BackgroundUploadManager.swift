import Foundation

/// Uploads imported files through a background URLSession so they continue while the app
/// is suspended. Multipart bodies are written to a temporary file because background
/// sessions only accept file-based upload tasks.
final class BackgroundUploadManager: NSObject, BackgroundUploading {
    static let sessionIdentifier = "com.stillwater.app.uploads"

    private let session: UploadSession
    private let bodyWriter: MultipartBodyWriting
    private let fileManager: FileManager
    private(set) var bodyFiles: [Int: URL] = [:]

    init(session: UploadSession, bodyWriter: MultipartBodyWriting, fileManager: FileManager = .default) {
        self.session = session
        self.bodyWriter = bodyWriter
        self.fileManager = fileManager
    }

    func upload(fileURL: URL, itemID: UUID, space: SpaceID) {
        do {
            let (request, bodyURL) = try bodyWriter.writeBody(for: fileURL, itemID: itemID, space: space)
            let task = session.uploadTask(with: request, fromFile: bodyURL)
            task.taskDescription = itemID.uuidString
            task.resume()
            bodyFiles[task.taskIdentifier] = bodyURL
            // nsurlsessiond has the file once the task is resumed; drop our copy.
            try? fileManager.removeItem(at: bodyURL)
        } catch {
            NSLog("[Stillwater.Upload] could not prepare body for \(itemID): \(error)")
        }
    }

    /// URLSessionTaskDelegate.urlSession(_:task:didCompleteWithError:)
    func taskDidComplete(taskIdentifier: Int, error: Error?) {
        if let bodyURL = bodyFiles.removeValue(forKey: taskIdentifier) {
            try? fileManager.removeItem(at: bodyURL)
        }
    }
}

protocol UploadSession {
    func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> UploadTaskHandle
}

protocol UploadTaskHandle: AnyObject {
    var taskIdentifier: Int { get }
    var taskDescription: String? { get set }
    func resume()
}

protocol MultipartBodyWriting {
    func writeBody(for fileURL: URL, itemID: UUID, space: SpaceID) throws -> (URLRequest, URL)
}
