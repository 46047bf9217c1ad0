import Foundation
import os

actor UploadManager {
    private let store: DraftStore
    private let api: MediaAPI
    private(set) var queue: [UploadDraft] = []
    private let log = Logger(subsystem: "app.shutterbox", category: "UploadManager")

    init(store: DraftStore, api: MediaAPI) {
        self.store = store
        self.api = api
    }

    func enqueue(_ draft: UploadDraft) {
        guard !queue.contains(draft) else { return }
        queue.append(draft)
    }

    func upload(_ draft: UploadDraft) async throws -> String {
        var draft = draft
        draft.finalFilename = try await api.reserveFilename(for: draft)
        try store.upsert(draft)
        log.info("reserved \(draft.finalFilename, privacy: .public) for \(draft.id, privacy: .public)")
        try await api.upload(fileAt: draft.localFileURL, as: draft.finalFilename)
        return FilenameFormatter.pagePath(for: draft.finalFilename)
    }

    func resume(draftID: UUID) async throws -> String {
        let draft = try store.load(draftID)
        try await api.upload(fileAt: draft.localFileURL, as: draft.finalFilename)
        return FilenameFormatter.pagePath(for: draft.finalFilename)
    }
}
