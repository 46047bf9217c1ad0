//
//  ScanTaskScheduler.swift
//  Tidewater
//
//  Decides when to ask iOS for the next background scan pass. The
//  BGTaskScheduler call itself sits behind TaskScheduling so this logic is
//  unit-testable with a fixed clock.
//

import BackgroundTasks
import Foundation

protocol TaskScheduling: AnyObject {
    func submit(_ request: BGTaskRequest) throws
    func cancel(taskRequestWithIdentifier identifier: String)
}

extension BGTaskScheduler: TaskScheduling {}

struct ScanJob: Equatable {
    let brokerID: String
    /// Earliest time the broker's rate limit lets us scan or opt out again.
    let preferredRunDate: Date
}

final class ScanTaskScheduler {
    static let identifier = "com.tidewater.scans.processing"

    /// Never leave the queue idle longer than this, even with nothing due.
    let maxWaitTime: TimeInterval

    private let scheduler: TaskScheduling
    private let now: () -> Date

    init(scheduler: TaskScheduling, maxWaitTime: TimeInterval = 2 * 60 * 60, now: @escaping () -> Date = Date.init) {
        self.scheduler = scheduler
        self.maxWaitTime = maxWaitTime
        self.now = now
    }

    /// earliestBeginDate for the next pass: the first eligible job's
    /// preferred run date, but never later than now + maxWaitTime.
    func earliestBeginDate(for jobs: [ScanJob]) -> Date {
        let ceiling = now().addingTimeInterval(maxWaitTime)
        guard let next = jobs.sorted(by: { $0.preferredRunDate < $1.preferredRunDate }).last else {
            return ceiling
        }
        return max(now(), min(next.preferredRunDate, ceiling))
    }

    func scheduleNextPass(jobs: [ScanJob]) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = earliestBeginDate(for: jobs)
        try scheduler.submit(request)
    }
}
