import UIKit

final class TicketPhotoUploader {
    private let application: BackgroundTaskApplication
    private let transport: UploadTransport
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private(set) var pendingCount = 0

    init(application: BackgroundTaskApplication, transport: UploadTransport) {
        self.application = application
        self.transport = transport
    }

    func upload(_ photo: TicketPhoto) async throws {
        taskID = application.beginBackgroundTask(withName: "ticket-photo-upload") { [weak self] in
            self?.finish()
        }
        defer { finish() }
        do {
            try await transport.send(photo)
            finish()
        } catch {
            pendingCount += 1
            throw error
        }
    }

    private func finish() {
        application.endBackgroundTask(taskID)
    }
}
