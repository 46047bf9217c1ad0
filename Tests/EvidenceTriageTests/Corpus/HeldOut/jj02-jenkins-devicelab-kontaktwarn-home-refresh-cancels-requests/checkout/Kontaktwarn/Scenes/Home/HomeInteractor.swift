//
//  HomeInteractor.swift
//  Kontaktwarn
//

import Foundation

final class HomeInteractor {
    private let taskScheduler: BackgroundTaskScheduling
    private let exposureManager: ExposureManaging
    private let store: Store

    init(taskScheduler: BackgroundTaskScheduling = KWTaskScheduler.shared, exposureManager: ExposureManaging, store: Store) {
        self.taskScheduler = taskScheduler
        self.exposureManager = exposureManager
        self.store = store
    }

    /// Called whenever the home screen appears or the user pulls to refresh.
    func refresh() {
        // Make sure the background tasks reflect the current exposure-notification state.
        taskScheduler.cancelAllBackgroundTaskRequests()
        if exposureManager.preconditions().authorized && exposureManager.preconditions().enabled {
            taskScheduler.scheduleBackgroundTaskRequests()
        }
        reloadRiskCard()
        reloadTestResultCard()
    }

    private func reloadRiskCard() { /* ... */ }
    private func reloadTestResultCard() { /* ... */ }
}
