// Keep in sync with Config/BackgroundTasks.json (Info.plist gets them from the generated prefix header).
enum BackgroundTaskIDs {
    static let tideRefresh = "com.tidemark.app.tide-refresh"
    /// Renamed from "com.tidemark.app.tide-cache-prune" in PR 1184 (the job now compacts the archive too).
    static let archiveCompact = "com.tidemark.app.archive-compact"
}
