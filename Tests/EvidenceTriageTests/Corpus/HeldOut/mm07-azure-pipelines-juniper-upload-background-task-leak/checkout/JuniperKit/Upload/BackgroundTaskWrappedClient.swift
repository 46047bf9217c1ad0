import UIKit

/// Wraps each upload in a UIKit background task so the historical stage can finish
/// when the user leaves the app mid-upload.
final class BackgroundTaskWrappedClient {
    let application: BackgroundTaskApplication
    let transport: UploadTransport

    init(application: BackgroundTaskApplication, transport: UploadTransport) {
        self.application = application; self.transport = transport
    }

    func upload(_ batch: SampleBatch) async throws {
        var id = UIBackgroundTaskIdentifier.invalid
        id = application.beginBackgroundTask(withName: "juniper.upload") { [application] in
            application.endBackgroundTask(id)
        }
        try await transport.send(batch)          // throws on HTTP 5xx
        application.endBackgroundTask(id)        // skipped when send throws
    }
}
