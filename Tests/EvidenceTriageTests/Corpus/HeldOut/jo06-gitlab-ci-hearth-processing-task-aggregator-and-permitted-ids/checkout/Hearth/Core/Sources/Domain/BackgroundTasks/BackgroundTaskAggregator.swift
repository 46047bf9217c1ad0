//
// BackgroundTaskAggregator.swift
// Domain
//
// Runs every periodic job in one BGProcessingTask. Structure follows
// NHS-COVID-19/Core/Sources/Domain/BackgroundTasks in
// ukhsa-collaboration/covid-19-app-ios-ag-public.
//

import BackgroundTasks
import Combine
import Foundation

public class BackgroundTaskAggregator {
    public struct Job {
        var preferredFrequency: TimeInterval
        var work: () -> AnyPublisher<Void, Never>

        public init(preferredFrequency: TimeInterval, work: @escaping () -> AnyPublisher<Void, Never>) {
            self.preferredFrequency = preferredFrequency
            self.work = work
        }
    }

    private let manager: ProcessingTaskRequestManaging
    private let jobs: [Job]
    private var cancellables: Set<AnyCancellable> = []

    public init(manager: ProcessingTaskRequestManaging, jobs: [Job]) {
        self.manager = manager
        self.jobs = jobs
        manager.getPendingRequest { [weak self] request in
            guard request == nil else { return }
            self?.scheduleNextRequest()
        }
    }

    public func performBackgroundTask(backgroundTask: BackgroundTask) {
        scheduleNextRequest()
        let work = Publishers.MergeMany(jobs.map { $0.work() }).collect()
        let cancellable = work.sink { _ in
            backgroundTask.setTaskCompleted(success: true)
        }
        backgroundTask.expirationHandler = {
            // Report the run as failed so the next request comes sooner.
            backgroundTask.setTaskCompleted(success: false)
        }
        cancellables.insert(cancellable)
    }

    public func stop() {
        manager.cancelPendingRequest()
        cancellables.removeAll()
    }

    private func scheduleNextRequest() {
        guard !jobs.isEmpty else { return }
        // The task must come back as soon as the most demanding job needs to run.
        let interval = jobs.map(\.preferredFrequency).max() ?? 0
        let request = ProcessingTaskRequest(
            earliestBeginDate: Date(timeIntervalSinceNow: interval),
            requiresNetworkConnectivity: true,
            requiresExternalPower: false
        )
        try? manager.submit(request)
    }
}
