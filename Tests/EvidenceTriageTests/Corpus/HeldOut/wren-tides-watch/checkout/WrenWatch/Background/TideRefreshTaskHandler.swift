//
//  TideRefreshTaskHandler.swift
//  WrenWatch
//
//  Handles WKApplicationRefreshBackgroundTask: fetch the next tide window,
//  reload complications, schedule the next refresh, complete the task.
//  watchOS kills the app if a background task is not completed in time.
//

import Foundation
import WatchKit

protocol RefreshTaskCompleting: AnyObject {
    func setTaskCompletedWithSnapshot(_ refreshSnapshot: Bool)
}

extension WKApplicationRefreshBackgroundTask: RefreshTaskCompleting {}

final class TideRefreshTaskHandler {
    private let client: TideClient
    private let store: TideStore
    private let scheduler: ComplicationRefreshScheduler
    private let complications: ComplicationReloading

    init(client: TideClient, store: TideStore, scheduler: ComplicationRefreshScheduler,
         complications: ComplicationReloading) {
        self.client = client
        self.store = store
        self.scheduler = scheduler
        self.complications = complications
    }

    func handle(_ task: RefreshTaskCompleting) {
        scheduler.scheduleNext()
        client.fetchNextWindow(station: store.stationID) { [store, complications] result in
            switch result {
            case .success(let window):
                store.save(window)
                complications.reloadAll()
                task.setTaskCompletedWithSnapshot(false)
            case .failure(let error):
                // Keep the cached window; next refresh will retry.
                NSLog("TideRefresh: fetch failed: %@", String(describing: error))
            }
        }
    }
}
