import Foundation

/// Deterministic time for tests (see the team's rule: tests must not depend on real-time scheduling precision).
final class ManualClock {
    private(set) var now: Date
    init(_ start: Date) { now = start }
    func advance(days: Int) { now = Calendar(identifier: .gregorian).date(byAdding: .day, value: days, to: now)! }
}
