import BackgroundTasks

/// Refreshes this week's meal plan and the derived shopping list overnight.
enum MealPlanRefresh {
    static let identifier = "app.marlowe.recipes.mealplan-refresh"

    static func register(planner: MealPlanner) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let refresh = task as! BGAppRefreshTask
            let work = Task {
                let ok = (try? await planner.refreshCurrentWeek()) != nil
                refresh.setTaskCompleted(success: ok)
            }
            refresh.expirationHandler = { work.cancel() }
            schedule()
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 4), matchingPolicy: .nextTime)
        try? BGTaskScheduler.shared.submit(request)
    }
}
