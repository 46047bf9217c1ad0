import Foundation

final class OfflineRegionStore {
    private var regions: [NSDictionary]

    init(regions: [NSDictionary]) { self.regions = regions }

    var identifiers: [String] { regions.compactMap { $0["id"] as? String } }

    /// Runs from the background prune job: drop regions whose tiles expired.
    func prune(expiredBefore cutoff: Date) -> [String] {
        // Oldest first so a partial prune (expiration) removes the stalest regions.
        let oldestFirst = (regions as NSArray).sortedArray(using: [
            NSSortDescriptor(key: "expiresAt", ascending: true,
                             selector: #selector(NSString.localizedStandardCompare(_:)))
        ]) as! [NSDictionary]
        let cutoffStamp = cutoff.timeIntervalSince1970
        let expired = oldestFirst.filter { ($0["expiresAt"] as! NSNumber).doubleValue < cutoffStamp }
        regions.removeAll { expired.contains($0) }
        return expired.compactMap { $0["id"] as? String }
    }
}
