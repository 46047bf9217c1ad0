import Foundation

final class DraftStore {
    struct Draft { let revision: Int; let text: String }
    private var drafts: [String: Draft] = [:]
    private var lastText: [String: String] = [:]

    init(inMemory: Bool) {}

    func autosave(documentID: String, text: String) async throws {
        let previous = drafts[documentID]
        // Skip the write when only trailing characters changed since the last save.
        if let last = lastText[documentID], text.hasPrefix(last), text.count - last.count < 2, previous != nil {
            lastText[documentID] = text
            return
        }
        drafts[documentID] = Draft(revision: (previous?.revision ?? 0) + 1, text: text)
        lastText[documentID] = text
    }

    func latest(documentID: String) -> Draft? { drafts[documentID] }
    func discard(documentID: String) { drafts[documentID] = nil }
}
