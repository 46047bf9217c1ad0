enum BackgroundIdentifiers {
    // Renamed from "notification-sync" in #2290 to match the server's job name.
    static let notificationsSync = "com.fernbook.app.notifications-sync"
    static let mediaCleanup = "com.fernbook.app.media-cleanup"
}
