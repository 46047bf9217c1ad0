import BackgroundTasks

enum BackgroundTasks {
    static let wateringDigest = "com.marigold.app.watering-digest"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll() {
        let wateringDigestOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: wateringDigest, using: nil) { task in
            WateringDigestAdapter.shared.handle(task: task as! BGAppRefreshTask)
        }
        Log.background.info("registered \(wateringDigest): \(wateringDigestOK)")
    }
}
