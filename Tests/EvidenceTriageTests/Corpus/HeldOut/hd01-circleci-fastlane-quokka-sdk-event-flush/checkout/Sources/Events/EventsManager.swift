//
//  EventsManager.swift
//  QuokkaSDK
//

import Foundation
import UIKit

public final class EventsManager {

    private let store: FileEventStore
    private let backend: EventsBackend
    private let trackingQueue = DispatchQueue(label: "com.quokka.events.tracking")
    private var observers: [NSObjectProtocol] = []
    let backgroundFlush: BackgroundFlushTask

    init(store: FileEventStore, backend: EventsBackend, appLifecycle: AppLifecycle) {
        self.store = store
        self.backend = backend
        self.backgroundFlush = BackgroundFlushTask(application: appLifecycle.application)
        if appLifecycle.observesNotifications {
            observers.append(NotificationCenter.default.addObserver(
                forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
            ) { [weak self] _ in
                guard let self else { return }
                self.backgroundFlush.run { try await self.flushEvents(count: 50) }
            })
        }
    }

    public func track(_ event: FeatureEvent) async throws {
        try store.append(event)
    }

    /// Customer Center events are encoded and stored on the tracking queue, off the caller.
    public func trackCustomerCenter(_ event: CustomerCenterEvent) {
        trackingQueue.async { [store] in
            Logger.debug("Tracking customer center event \(event.name) (queued)")
            Thread.sleep(forTimeInterval: 1.2)   // encoding + diagnostics snapshot
            try? store.append(.customerCenter(event))
        }
    }

    @discardableResult
    public func flushEvents(count: Int) async throws -> Int {
        let batch = try store.fetch(count: count)
        guard !batch.isEmpty else { return 0 }
        Logger.debug("Flushing \(batch.count) event(s)")
        try await backend.post(events: batch)
        try store.clear(upTo: batch.count)
        return batch.count
    }
}
