import Foundation

/// Events that arrive (region enter/exit, OS-delivered task launches) before the
/// worker listener is attached are parked here and replayed once it attaches.
final class TaskEventQueue {
    static let shared = TaskEventQueue()

    private var pending: [RegionEvent]? = []
    private(set) var delivered: [RegionEvent] = []
    var listener: ((RegionEvent) -> Void)?

    /// Called on the main thread by the location/geofence consumer.
    func execute(_ event: RegionEvent) {
        if pending != nil {
            pending?.append(event)
        } else {
            deliver(event)
        }
    }

    /// Called on the worker queue when the listener attaches.
    func startObserving(_ listener: @escaping (RegionEvent) -> Void) {
        self.listener = listener
        let drained = pending ?? []
        pending = nil
        for event in drained { deliver(event) }
    }

    private func deliver(_ event: RegionEvent) {
        delivered.append(event)
        listener?(event)
    }
}
