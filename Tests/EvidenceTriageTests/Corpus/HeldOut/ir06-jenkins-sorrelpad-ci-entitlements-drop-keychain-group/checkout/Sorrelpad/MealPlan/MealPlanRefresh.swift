import BackgroundTasks
import EvidenceRecorder
import Foundation
import WidgetKit

/// Refreshes today's meal plan so the widget shows the right recipe at breakfast.
enum MealPlanRefresh {
    static let identifier = try! TaskIdentifier("com.sorrelpad.app.mealplan-refresh")
    static var onHandled: (() -> Void)?

    static func register(recorder: EvidenceRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            Task {
                await MealPlanStore.shared.refreshToday()
                WidgetCenter.shared.reloadTimelines(ofKind: "TodayMeal")
                task.setTaskCompleted(success: true)
                onHandled?()
            }
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(recorder: EvidenceRecorder) {
        let request = BGAppRefreshTaskRequest(identifier: identifier.rawValue)
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 5),
                                                              matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
