import BackgroundTasks
import GRDB

/// BGAppRefreshTask body: pulls today's meals and writes them into the shared (app group) database
/// that the widget extension also reads.
final class MealSyncJob {
    let db: DatabasePool
    let api: MealAPI

    init(db: DatabasePool, api: MealAPI) { self.db = db; self.api = api }

    func run(task: BackgroundTaskHandle) async {
        do {
            let meals = try await api.todaysMeals()
            try await db.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                for meal in meals { try meal.upsert(db) }
                task.setTaskCompleted(success: true)
                try db.execute(sql: "COMMIT")
            }
        } catch {
            task.setTaskCompleted(success: false)
        }
    }
}
