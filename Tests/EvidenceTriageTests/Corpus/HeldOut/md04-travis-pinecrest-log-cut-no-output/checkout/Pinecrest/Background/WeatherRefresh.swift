import BackgroundTasks

enum WeatherRefresh {
    static let hourly = "com.pinecrest.weather.hourly"
    static let severe = "com.pinecrest.weather.severe-alerts"

    static func registerAtLaunch() {
        for id in [hourly, severe] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                WeatherRefreshHandler.shared.handle(task)
            }
            print("[BG] register \(id): \(ok)")
        }
    }

    static func schedule(_ id: String, in interval: TimeInterval) throws {
        let request = id == severe ? BGProcessingTaskRequest(identifier: id) as BGTaskRequest
                                   : BGAppRefreshTaskRequest(identifier: id)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("Could not schedule app refresh: \(error)")
            throw error
        }
    }
}
