/// Background task identifiers. Must match BGTaskSchedulerPermittedIdentifiers
/// in Murmur/SupportingFiles/Info.plist.
enum BackgroundTaskIdentifiers {
    // Renamed in #1893 ("consistent kebab-case ids").
    static let appRefresh = "chat.murmur.app.background-refresh"
    static let mediaCleanup = "chat.murmur.app.media-cleanup"
}
