import UIKit

final class HarbormarkQueue {
    private let config: HarbormarkConfig
    private let api: HarbormarkAPI
    private(set) var pending: [HarbormarkEvent] = []
    private var observers: [NSObjectProtocol] = []

    init(config: HarbormarkConfig, api: HarbormarkAPI, center: NotificationCenter = .default) {
        self.config = config
        self.api = api
        observers.append(center.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                            object: nil, queue: nil) { [weak self] _ in
            self?.flush()
        })
    }

    func add(_ event: HarbormarkEvent) {
        pending.append(event)
        if pending.count >= config.flushAt { flush() }
    }

    func flush() {
        guard !pending.isEmpty else { return }
        let batch = Array(pending.prefix(config.maxBatchSize))
        pending.removeFirst(batch.count)
        api.batch(events: batch)
    }
}
