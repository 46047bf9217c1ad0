import Foundation

final class DraftUploader {
    static let shared = DraftUploader(store: DraftStore.shared, session: AccountSession.shared, api: JournalAPI())
    private let store: DraftStore
    private let session: AccountSession
    private let api: JournalAPI

    init(store: DraftStore, session: AccountSession, api: JournalAPI) {
        self.store = store
        self.session = session
        self.api = api
    }

    func uploadPendingDrafts() async throws {
        let drafts = try store.pending()
        NSLog("[sync] uploading %ld drafts", drafts.count)
        for draft in drafts {
            try Task.checkCancellation()
            try await upload(draft)
            try store.markUploaded(draft.id)
        }
        NotificationCenter.default.post(name: .draftsUploaded, object: nil)
    }

    private func upload(_ draft: Draft) async throws {
        var request = URLRequest(url: api.draftsURL)
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(draft)
        let credential = session.credential!
        request.setValue(credential.headerValue, forHTTPHeaderField: "Authorization")
        _ = try await api.send(request)
    }
}
