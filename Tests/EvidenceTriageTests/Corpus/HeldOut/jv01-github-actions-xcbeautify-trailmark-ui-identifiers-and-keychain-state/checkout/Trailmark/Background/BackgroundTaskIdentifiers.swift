import Foundation

/// Identifiers for the app's BGTaskScheduler tasks.
/// Every value here must also appear in Info.plist > BGTaskSchedulerPermittedIdentifiers.
enum BackgroundTaskIdentifiers {
    // Renamed from "com.trailmark.app.sync" in #911 ("name background tasks after the job they run").
    static let trailSync = "com.trailmark.app.trail-sync"
    static let photoCleanup = "com.trailmark.app.photo-cleanup"
}
