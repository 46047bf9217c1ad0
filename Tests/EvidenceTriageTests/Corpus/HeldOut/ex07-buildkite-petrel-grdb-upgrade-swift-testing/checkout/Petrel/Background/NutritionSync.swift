import GRDB
import UIKit

/// Uploads logged meals and pulls shared foods. Runs from the BGAppRefreshTask and when the app
/// is foregrounded. GRDB commits must not be in flight when the process is suspended.
protocol BackgroundTaskRunning {
    func beginBackgroundTask(named name: String, expiration: @escaping () -> Void) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ id: UIBackgroundTaskIdentifier)
}

final class NutritionSync {
    private let database: AppDatabase
    private let api: NutritionAPI
    private let app: BackgroundTaskRunning

    init(database: AppDatabase, api: NutritionAPI, app: BackgroundTaskRunning) {
        self.database = database
        self.api = api
        self.app = app
    }

    func run() async throws {
        let changes = try await api.pullChanges()
        for batch in changes.chunked(into: 200) {
            try await database.writer.write { db in
                for food in batch { _ = try food.food.saved(db) }
            }
        }
    }
}
