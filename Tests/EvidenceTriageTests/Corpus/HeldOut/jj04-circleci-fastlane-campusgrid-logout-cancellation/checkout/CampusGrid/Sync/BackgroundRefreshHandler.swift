//
//  BackgroundRefreshHandler.swift
//  CampusGrid
//

import BackgroundTasks
import Foundation

/// The parts of BGAppRefreshTask the handler uses, so tests can drive it with a fake.
protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTask {}

final class BackgroundRefreshHandler {
    static let identifier = "tw.campusgrid.app.timetable-refresh"
    private let sync: BackgroundSync
    private let session: () -> String?
    private let scheduleNext: () -> Void

    init(sync: BackgroundSync, session: @escaping () -> String?, scheduleNext: @escaping () -> Void) {
        self.sync = sync
        self.session = session
        self.scheduleNext = scheduleNext
    }

    func handle(_ task: RefreshTask) {
        scheduleNext()
        guard let studentID = session() else {
            task.setTaskCompleted(success: true)
            return
        }
        let work = Task { try await sync.run(for: studentID) }

        task.expirationHandler = {
            // Hop to a Task so cancellation can be awaited.
            Task {
                work.cancel()
                task.setTaskCompleted(success: false)
            }
        }
        Task {
            let result = await work.result
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }
}
