import UIKit

/// Uploads large attachments in 8 MB chunks.
final class ChunkedUploader {
    private let session: URLSession
    private let application: BackgroundTaskApplication
    private(set) var openBackgroundTasks: [UIBackgroundTaskIdentifier] = []

    init(session: URLSession, application: BackgroundTaskApplication) {
        self.session = session
        self.application = application
    }

    var usesBackgroundSession: Bool { session.configuration.identifier != nil }

    func upload(_ file: URL, chunks: Int) {
        for index in 0..<chunks {
            // Each chunk asks for background time so it survives the user leaving the app.
            let id = application.beginBackgroundTask(withName: "Lumen.chunk.\(index)", expirationHandler: nil)
            openBackgroundTasks.append(id)
            session.uploadTask(with: request(for: file, chunk: index), fromFile: chunkFile(file, index)).resume()
        }
    }

    func chunkDidFinish(_ index: Int) {
        guard !usesBackgroundSession, index < openBackgroundTasks.count else { return }
        application.endBackgroundTask(openBackgroundTasks[index])
    }
}
