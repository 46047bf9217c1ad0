import Foundation

final class EventOutbox {
    private var pending: [Event] = []
    private let client: EventsClient

    init(client: EventsClient) { self.client = client }

    func enqueue(_ event: Event) { pending.append(event) }

    func flush(completion: @escaping () -> Void) {
        guard !pending.isEmpty else { return }
        let batch = pending
        client.send(batch) { _ in
            self.pending.removeFirst(batch.count)
            completion()
        }
    }
}
