import Foundation

struct Attachment {
    enum Payload {
        case file(URL)
        case data(Data)
    }
    let id: UUID
    let payload: Payload
}

struct ScheduledUpload {
    let taskIdentifier: Int
    let sessionIdentifier: String?   // nil for the default (foreground) session
}

/// Sends attachments to the share endpoint. Large transfers must survive the
/// app being suspended, so they belong on the background session.
final class AttachmentUploader {
    static let backgroundIdentifier = "com.orchardlane.ferrybox.uploads"
    static let backgroundThreshold = 5 * 1024 * 1024

    private let backgroundSession: URLSession
    private let foregroundSession: URLSession
    private let log = FerryLog(category: "Upload")

    init(backgroundSession: URLSession, foregroundSession: URLSession) {
        self.backgroundSession = backgroundSession
        self.foregroundSession = foregroundSession
    }

    func upload(_ attachment: Attachment, to url: URL) throws -> ScheduledUpload {
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        request.setValue(attachment.id.uuidString, forHTTPHeaderField: "X-Ferry-Attachment")

        switch attachment.payload {
        case .file(let fileURL):
            let task = backgroundSession.uploadTask(with: request, fromFile: fileURL)
            task.resume()
            return ScheduledUpload(taskIdentifier: task.taskIdentifier,
                                   sessionIdentifier: backgroundSession.configuration.identifier)
        case .data(let data):
            // Background sessions only take uploads from a file, so in-memory
            // payloads are sent on the foreground session.
            log.info("uploading \(data.count) bytes from memory on the default session")
            let task = foregroundSession.uploadTask(with: request, from: data)
            task.resume()
            return ScheduledUpload(taskIdentifier: task.taskIdentifier, sessionIdentifier: nil)
        }
    }
}
