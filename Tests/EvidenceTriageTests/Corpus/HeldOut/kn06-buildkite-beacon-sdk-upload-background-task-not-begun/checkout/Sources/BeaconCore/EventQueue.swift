import Foundation

/// Bounded on-disk queue of events waiting for upload. When full, the oldest events are dropped.
public struct EventQueue {
    public let capacity: Int
    public private(set) var events: [Event] = []

    public init(capacity: Int = 500) {
        self.capacity = capacity
    }

    public var count: Int { events.count }

    public mutating func enqueue(_ event: Event) {
        if events.count > capacity {
            events.removeFirst()
        }
        events.append(event)
    }
}
