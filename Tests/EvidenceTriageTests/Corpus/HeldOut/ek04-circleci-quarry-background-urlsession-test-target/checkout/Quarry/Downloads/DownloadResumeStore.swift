import Foundation

/// Keeps resume data so an interrupted episode download can continue after relaunch.
final class DownloadResumeStore {
    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    private func key(for url: URL) -> String { "resume." + url.absoluteString }

    func save(_ data: Data, for url: URL) { defaults.set(data, forKey: key(for: url)) }

    func resumeData(for url: URL) -> Data? {
        var c = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        c.query = nil
        return defaults.data(forKey: key(for: c.url!))
    }
}
