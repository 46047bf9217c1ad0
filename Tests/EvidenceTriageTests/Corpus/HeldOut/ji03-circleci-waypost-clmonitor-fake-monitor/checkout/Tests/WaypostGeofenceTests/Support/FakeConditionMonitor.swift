import CoreLocation
import Foundation
import os
@testable import WaypostGeofence

/// In-memory stand-in for CLMonitor. Operations are *staged* and only applied when a
/// test calls drainStagedOperations(), so tests control interleavings exactly.
/// Nothing here talks to locationd; events are whatever the test emits.
actor FakeConditionMonitor: ConditionMonitoring {
    private let log = Logger(subsystem: "com.waypost.geofence", category: "Waypost")
    private var staged: [(Int, () async -> Void)] = []
    private var nextOp = 1
    private var continuation: AsyncStream<MonitorEvent>.Continuation?

    nonisolated var events: AsyncStream<MonitorEvent> { AsyncStream { c in Task { await self.attach(c) } } }
    private func attach(_ c: AsyncStream<MonitorEvent>.Continuation) { continuation = c }

    func stage(_ label: String, _ op: @escaping () async -> Void) {
        log.info("FakeConditionMonitor: \(label, privacy: .public) staged as op#\(self.nextOp)")
        staged.append((nextOp, op)); nextOp += 1
    }

    func drainStagedOperations() async {
        let ops = staged; staged.removeAll()
        for (_, op) in ops { await op() }
    }

    func emit(_ state: MonitorState, for id: String) {
        log.info("FakeConditionMonitor: emit event(\(id, privacy: .public), \(String(describing: state), privacy: .public))")
        continuation?.yield(MonitorEvent(identifier: id, state: state, date: Date()))
    }
}
