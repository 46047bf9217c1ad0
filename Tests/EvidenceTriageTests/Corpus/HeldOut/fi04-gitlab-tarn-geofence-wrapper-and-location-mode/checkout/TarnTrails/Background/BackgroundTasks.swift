import BackgroundTasks

enum TarnBackgroundTasks {
    static let weatherRefresh = "app.tarntrails.ios.weather-refresh"
    static let offlineMapsPrune = "app.tarntrails.ios.offline-maps-prune"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(weather: WeatherRefreshJob, prune: OfflineMapsPruneJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: weatherRefresh, using: nil) { task in
            WeatherRefreshAdapter(job: weather).handle(task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: offlineMapsPrune, using: nil) { task in
            OfflineMapsPruneAdapter(job: prune).handle(task as! BGProcessingTask)
        }
    }
}
