import Foundation

final class GeofenceDebouncer {
    enum Event: Equatable { case enter(region: String), exit(region: String) }
    private let grace: TimeInterval
    private var pending: [(Event, Date)] = []

    init(grace: TimeInterval) { self.grace = grace }

    func record(_ event: Event, at date: Date) {
        pending.append((event, date))
    }

    func flush(at now: Date) -> [Event] {
        let due = pending.filter { now.timeIntervalSince($0.1) >= grace }.map(\.0)
        pending.removeAll { now.timeIntervalSince($0.1) >= grace }
        return due
    }
}
