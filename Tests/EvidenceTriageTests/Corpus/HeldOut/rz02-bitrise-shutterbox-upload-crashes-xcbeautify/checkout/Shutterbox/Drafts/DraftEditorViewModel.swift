import Foundation

@MainActor
final class DraftEditorViewModel: ObservableObject {
    @Published var draft: UploadDraft
    private let store: DraftStore

    init(draft: UploadDraft, store: DraftStore) {
        self.draft = draft
        self.store = store
    }

    /// Called from the editor's onDisappear.
    func save() {
        try? store.upsert(draft)
    }
}
