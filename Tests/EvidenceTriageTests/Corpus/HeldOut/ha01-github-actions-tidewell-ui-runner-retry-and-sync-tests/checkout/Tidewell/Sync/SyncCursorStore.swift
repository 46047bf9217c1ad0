import Foundation

protocol SampleUploader {
    func upload(_ samples: [HeartRateSample]) async throws
}

/// Remembers how far the historical pull got, so the next run starts there.
final class SyncCursorStore {
    private let defaults: UserDefaults
    private let key = "tidewell.sync.cursor"

    init(defaults: UserDefaults) { self.defaults = defaults }

    var cursor: Date? {
        get { defaults.object(forKey: key) as? Date }
        set { defaults.set(newValue, forKey: key) }
    }

    func syncWindow(ending end: Date, samples: [HeartRateSample], uploader: SampleUploader) async throws {
        cursor = end
        try await uploader.upload(samples)
    }
}
