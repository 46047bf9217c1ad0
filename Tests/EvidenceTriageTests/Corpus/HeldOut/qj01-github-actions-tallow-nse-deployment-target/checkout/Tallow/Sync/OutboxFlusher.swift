import Foundation

final class OutboxFlusher {
    private let outbox: Outbox
    private let client: APIClient

    init(outbox: Outbox, client: APIClient) {
        self.outbox = outbox
        self.client = client
    }

    func flush() async {
        var attempt = outbox.next()
        while let item = attempt {
            try? await client.send(item)
            outbox.remove(item)
            attempt = outbox.next()
        }
    }
}
