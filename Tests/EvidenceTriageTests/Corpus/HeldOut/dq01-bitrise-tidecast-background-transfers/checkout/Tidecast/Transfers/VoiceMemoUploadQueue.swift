import Foundation

protocol MemoStore {
    func save(_ memo: QueuedVoiceMemo) throws
    func all() throws -> [QueuedVoiceMemo]
}

final class InMemoryMemoStore: MemoStore {
    private var memos: [QueuedVoiceMemo] = []
    func save(_ memo: QueuedVoiceMemo) throws { memos.append(memo) }
    func all() throws -> [QueuedVoiceMemo] { memos }
}

/// Keeps call-in memos until the background session has accepted them.
final class VoiceMemoUploadQueue {
    private let uploader: BackgroundUploader
    private let store: MemoStore
    private(set) var inFlightMemoIDs: [String] = []

    init(uploader: BackgroundUploader, store: MemoStore) {
        self.uploader = uploader
        self.store = store
    }

    var pendingMemoIDs: [String] {
        ((try? store.all()) ?? []).map(\.id).filter { !inFlightMemoIDs.contains($0) }
    }

    func add(_ memo: QueuedVoiceMemo) throws {
        guard !inFlightMemoIDs.contains(memo.id) else { return }
        try store.save(memo)
    }

    func markInFlight(_ id: String) {
        inFlightMemoIDs.append(id)
    }

    func flush() throws {
        for memo in try store.all() where !inFlightMemoIDs.contains(memo.id) {
            try uploader.enqueue(memo)
            inFlightMemoIDs.append(memo.id)
        }
    }
}
