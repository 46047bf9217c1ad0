/// Identifiers of the app's BGTaskScheduler tasks. They must match
/// BGTaskSchedulerPermittedIdentifiers in Info.plist.
enum BackgroundTaskIDs {
    static let workOrderSync = "com.fieldmason.app.work-order-sync"
    static let photoUpload = "com.fieldmason.app.photo-upload"

    static let all = [workOrderSync, photoUpload]
}
