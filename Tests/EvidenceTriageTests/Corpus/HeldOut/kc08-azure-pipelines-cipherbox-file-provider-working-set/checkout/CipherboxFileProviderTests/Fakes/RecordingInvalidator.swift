import FileProvider
@testable import CipherboxFileProvider

final class RecordingInvalidator: WorkingSetInvalidating {
    private(set) var invalidationCount = 0
    var currentAnchor = SyncAnchor(date: Date(timeIntervalSince1970: 1_796_000_000))

    func invalidateWorkingSet(newAnchor: SyncAnchor) {
        invalidationCount += 1
        currentAnchor = newAnchor
    }
}

/// Records how an enumeration ended.
final class RecordingChangeObserver: NSObject, NSFileProviderChangeObserver {
    enum Outcome: Equatable, CustomStringConvertible {
        case finishedWithoutChanges, finishedWithChanges(Int), error(String)
        var description: String {
            switch self {
            case .finishedWithoutChanges: return "finishedWithoutChanges"
            case .finishedWithChanges(let n): return "finishedWithChanges(\(n))"
            case .error(let e): return "error(\(e))"
            }
        }
    }
    private var updates = 0
    private(set) var outcome: Outcome?

    func didUpdate(_ updatedItems: [NSFileProviderItemProtocol]) { updates += updatedItems.count }
    func didDeleteItems(withIdentifiers deletedItemIdentifiers: [NSFileProviderItemIdentifier]) {}
    func finishEnumeratingChanges(upTo anchor: NSFileProviderSyncAnchor, moreComing: Bool) {
        outcome = updates == 0 ? .finishedWithoutChanges : .finishedWithChanges(updates)
    }
    func finishEnumeratingWithError(_ error: Error) {
        let ns = error as NSError
        outcome = .error("\(ns.domain) \(ns.code)")
    }
}
