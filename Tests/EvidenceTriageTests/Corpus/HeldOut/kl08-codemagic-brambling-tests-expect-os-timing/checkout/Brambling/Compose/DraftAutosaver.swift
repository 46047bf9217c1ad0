import Foundation

final class DraftAutosaver {
    static let debounce: TimeInterval = 0.5
    private var pending: DispatchWorkItem?
    private let store: DraftStore

    init(store: DraftStore) { self.store = store }

    func textDidChange(_ text: String) {
        pending?.cancel()
        let item = DispatchWorkItem { [store] in store.save(text) }
        pending = item
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.debounce, execute: item)
    }
}
