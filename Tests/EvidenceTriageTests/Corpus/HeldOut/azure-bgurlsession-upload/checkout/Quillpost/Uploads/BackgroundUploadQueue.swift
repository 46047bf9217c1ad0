import Foundation

final class BackgroundUploadQueue: NSObject {
    private let session: BackgroundSessionProtocol
    private let stagingDirectory: URL

    init(session: BackgroundSessionProtocol, stagingDirectory: URL) {
        self.session = session
        self.stagingDirectory = stagingDirectory
    }

    @discardableResult
    func enqueue(_ draft: Draft) throws -> StagedUpload {
        let bodyURL = stagingDirectory.appendingPathComponent("\(draft.id).multipart")
        try MultipartEncoder.write(draft, to: bodyURL)

        var request = URLRequest(url: Endpoints.drafts)
        request.httpMethod = "POST"
        request.setValue(MultipartEncoder.contentType, forHTTPHeaderField: "Content-Type")

        let task = session.uploadTask(with: request, fromFile: bodyURL)
        task.taskDescription = draft.id
        task.resume()
        // Body has been handed to the upload task; free the disk space right away.
        try? FileManager.default.removeItem(at: bodyURL)
        return StagedUpload(draftID: draft.id, taskIdentifier: task.taskIdentifier, bodyFileURL: bodyURL)
    }

    func didComplete(taskDescription: String?, error: Error?) {
        guard let id = taskDescription else { return }
        try? FileManager.default.removeItem(at: stagingDirectory.appendingPathComponent("\(id).multipart"))
        DraftStore.shared.markUploaded(id: id, error: error)
    }
}
