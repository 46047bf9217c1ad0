import BackgroundTasks

enum ParcelSyncTask {
    // renamed from com.transistorsoft.parcelsync in 5.2 ("drop the vendor prefix"); Info.plist not updated
    static let identifier = "com.parcelpost.app.parcelsync"
    static var registeredAtLaunch = false

    static func register() {
        registeredAtLaunch = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ParcelSync.run(task: task as! BGProcessingTask)
        }
        TaskRecorder.shared.registration(identifier, kind: .processing, succeeded: registeredAtLaunch)
    }
}
