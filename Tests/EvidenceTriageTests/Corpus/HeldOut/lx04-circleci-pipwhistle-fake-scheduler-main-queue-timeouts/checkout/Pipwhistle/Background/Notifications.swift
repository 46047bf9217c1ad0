import Foundation

extension Notification.Name {
    /// Posted by the app delegate's launch handler after a system-run episode refresh.
    static let episodeRefreshDidRun = Notification.Name("EpisodeRefreshDidRun")
}
