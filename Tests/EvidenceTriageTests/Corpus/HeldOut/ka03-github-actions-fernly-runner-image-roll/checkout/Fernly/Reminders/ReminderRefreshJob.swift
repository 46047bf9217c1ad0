import BackgroundTasks
import Foundation

struct ReminderRefreshJob {
    var plants: () -> [Plant]
    var forecast: (Plant) async -> Forecast
    var schedule: ([WateringReminder]) -> Void

    func refresh() async -> [WateringReminder] {
        var reminders: [WateringReminder] = []
        for plant in plants() {
            let weather = await forecast(plant)
            reminders.append(WateringReminder(plant: plant, due: plant.nextWatering(adjustedFor: weather)))
        }
        schedule(reminders)
        return reminders
    }

    func handle(_ task: BGAppRefreshTask) {
        let work = Task { _ = await refresh(); task.setTaskCompleted(success: true) }
        task.expirationHandler = { work.cancel() }
        AppDelegate.scheduleReminderRefresh()
    }
}
