// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import BackgroundTasks
import Foundation
import OSLog

protocol BackgroundTaskScheduling: AnyObject {
    @discardableResult
    func register(forTaskWithIdentifier identifier: String,
                  using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: BackgroundTaskScheduling {}

/// Ingests Suggest data in a BGProcessingTask.
final class BackgroundSuggestIngestUtility {
    static let taskIdentifier = "com.kestrelapps.browser.suggest.ingest"

    private let logger = Logger(subsystem: "com.kestrelapps.browser", category: "BackgroundIngest")
    private let profile: Profile
    private let featureFlags: FeatureFlagStore
    private let scheduler: BackgroundTaskScheduling
    private(set) var hasPendingIngestRequest = false

    init(profile: Profile, featureFlags: FeatureFlagStore, scheduler: BackgroundTaskScheduling) {
        self.profile = profile
        self.featureFlags = featureFlags
        self.scheduler = scheduler
    }

    /// Called from `application(_:didFinishLaunchingWithOptions:)`.
    func setUp() {
        guard featureFlags.isEnabled(.suggestIngest) else { return }

        scheduler.register(forTaskWithIdentifier: Self.taskIdentifier, using: nil) { [weak self] task in
            self?.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.taskIdentifier,
                                         kind: .processing, phase: .registration, outcome: .succeeded)
    }

    private func handle(_ task: BGProcessingTask) {
        let ingest = Task { await profile.suggestStore.ingest() }
        task.expirationHandler = { ingest.cancel() }
        Task {
            let result = await ingest.result
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }

    func appDidEnterBackground() {
        guard featureFlags.isEnabled(.suggestIngest) else { return }
        logger.debug("Scheduling background ingestion")
        submitBackgroundTaskRequest()
    }

    private func submitBackgroundTaskRequest() {
        let request = BGProcessingTaskRequest(identifier: Self.taskIdentifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 60 * 60)
        do {
            try scheduler.submit(request)
            hasPendingIngestRequest = true
        } catch {
            logger.error("Failed to submit ingest request: \(error.localizedDescription)")
        }
    }
}
