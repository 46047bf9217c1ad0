import Foundation

enum BackgroundTaskIDs {
    private static var prefix: String { Bundle.main.bundleIdentifier ?? "io.pagewell.reader" }
    static var chapterDownloads: String { prefix + ".downloads" }
    static var libraryRefresh: String { prefix + ".library-refresh" }
}
