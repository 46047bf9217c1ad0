//
//  RefreshDeadline.swift
//  Brightwater Watch App
//
//  watchOS kills an app that holds a background refresh task past its budget
//  (15 s warm / 25 s cold). Every task we are handed is completed by this
//  deadline at the latest, even if the swell fetch is still running.
//

import Foundation
import WatchKit

/// The part of WKRefreshBackgroundTask we touch; lets tests hand in a probe.
protocol CompletableRefreshTask: AnyObject {
    func complete(snapshot: Bool)
}

extension WKApplicationRefreshBackgroundTask: CompletableRefreshTask {
    func complete(snapshot: Bool) { setTaskCompletedWithSnapshot(snapshot) }
}

final class RefreshDeadline {
    static let budget: TimeInterval = 10

    private let lock = NSLock()
    private var pending: [ObjectIdentifier: CompletableRefreshTask] = [:]

    /// Arms the deadline for `task`. `finish(_:)` before the deadline wins.
    func arm(_ task: CompletableRefreshTask, after budget: TimeInterval = RefreshDeadline.budget) {
        lock.withLock { pending[ObjectIdentifier(task)] = task }
        DispatchQueue.main.asyncAfter(deadline: .now() + budget) { [weak self] in
            self?.finish(task, snapshot: false)
        }
    }

    /// Completes the task once, whichever side gets here first.
    func finish(_ task: CompletableRefreshTask, snapshot: Bool) {
        let claimed = lock.withLock { pending.removeValue(forKey: ObjectIdentifier(task)) }
        claimed?.complete(snapshot: snapshot)
    }
}
