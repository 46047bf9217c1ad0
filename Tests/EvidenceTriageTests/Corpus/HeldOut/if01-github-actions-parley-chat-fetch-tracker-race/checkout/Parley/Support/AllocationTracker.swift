import Foundation

/// Counts live chat and call controllers so UI tests can check that leaving a
/// conversation releases them. Only switched on in the test environment.
final class AllocationTracker {
    static let shared = AllocationTracker()

    var isEnabled = false
    var onChange: ((String, Int) -> Void)?

    private var liveCounts: [String: Int] = [:]

    func didAllocate(_ object: AnyObject) {
        guard isEnabled else { return }
        let key = String(describing: type(of: object))
        liveCounts[key, default: 0] += 1
        onChange?(key, liveCounts[key] ?? 0)
    }

    func didDeallocate(_ object: AnyObject) {
        guard isEnabled else { return }
        let key = String(describing: type(of: object))
        liveCounts[key, default: 1] -= 1
        onChange?(key, liveCounts[key] ?? 0)
    }

    func count(of typeName: String) -> Int {
        liveCounts[typeName] ?? 0
    }
}
