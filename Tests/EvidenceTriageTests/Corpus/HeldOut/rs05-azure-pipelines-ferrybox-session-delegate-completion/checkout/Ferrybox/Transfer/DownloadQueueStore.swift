import Foundation

final class DownloadQueueStore {
    private let defaults: UserDefaults
    private(set) var pending: [String] = []

    init(defaults: UserDefaults) {
        self.defaults = defaults
        pending = defaults.stringArray(forKey: "pendingDownloads") ?? []
    }

    func enqueue(_ names: [String]) {
        pending.append(contentsOf: names)
        defaults.set(pending, forKey: "pending_downloads")
    }
}
