import Foundation

/// Day-bucketed digest shown in the widget; rebuilt by the app-refresh task.
final class DailyDigestCache {
    private var cached: (token: UInt64, digest: DailyDigest)?

    func digest(from source: EntrySource, timeZone: TimeZone) -> DailyDigest {
        if let cached, cached.token == source.changeToken {
            return cached.digest
        }
        let digest = DailyDigest(entries: source.entries, timeZone: timeZone)
        cached = (source.changeToken, digest)
        return digest
    }
}
