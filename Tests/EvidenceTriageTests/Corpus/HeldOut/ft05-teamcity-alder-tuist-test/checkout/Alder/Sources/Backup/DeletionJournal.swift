import Foundation

/// Photos deleted locally must not be re-uploaded by the next backup run.
/// Removals are coalesced and written at most every `saveWindow` seconds.
final class DeletionJournal {
    private let defaults: UserDefaults
    private let key = "backup.deletedIDs"
    private let saveWindow: TimeInterval
    private var pending = Set<String>()
    private var scheduledSave: DispatchWorkItem?

    init(defaults: UserDefaults, saveWindow: TimeInterval = 5) {
        self.defaults = defaults
        self.saveWindow = saveWindow
        pending = Set(defaults.stringArray(forKey: key) ?? [])
    }

    var deletedIDs: Set<String> { pending }

    func markDeleted(_ id: String) {
        pending.insert(id)
        scheduleSave()
    }

    private func scheduleSave() {
        scheduledSave?.cancel()
        let work = DispatchWorkItem { [weak self] in self?.save() }
        scheduledSave = work
        DispatchQueue.main.asyncAfter(deadline: .now() + saveWindow, execute: work)
    }

    private func save() {
        defaults.set(Array(pending), forKey: key)
    }
}
