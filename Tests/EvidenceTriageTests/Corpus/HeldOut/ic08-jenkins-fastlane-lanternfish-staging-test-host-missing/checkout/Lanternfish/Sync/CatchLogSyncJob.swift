import Foundation

/// Body of the com.lanternfish.catchlog-upload processing task: uploads catches logged offline.
final class CatchLogSyncJob {
    let api: CatchLogAPI
    let auth: TokenRefreshing
    let outbox: CatchOutbox

    init(api: CatchLogAPI, auth: TokenRefreshing, outbox: CatchOutbox) {
        self.api = api
        self.auth = auth
        self.outbox = outbox
    }

    func run() async throws {
        let batch = outbox.pending()
        do {
            try await api.upload(batch)
            outbox.markUploaded(batch)
        } catch CatchLogAPIError.unauthorized {
            // Refreshes the token but never retries the upload; the batch waits for
            // the next processing window.
            try await auth.refresh()
        }
    }
}
