import UIKit

/// Combines the results of every subscriber that took part in one background fetch.
struct BackgroundFetchAggregator {
    private(set) var results: [UIBackgroundFetchResult] = []

    mutating func record(_ result: UIBackgroundFetchResult) { results.append(result) }

    var combined: UIBackgroundFetchResult {
        if results.contains(.failed) {
            return .failed
        } else if results.contains(.newData) {
            return .newData
        }
        return .noData
    }
}
