import UIKit

enum SyncOutcome {
    case newData(count: Int)
    case upToDate
    case networkError(Error)
    case userError(reason: String)     // signed out, storage full, notebook locked…
}

/// Maps a sync outcome to the result reported to iOS for background fetch /
/// silent-push wakes. iOS uses these results to budget future wakes.
struct FetchResultMapper {
    func result(for outcome: SyncOutcome) -> UIBackgroundFetchResult {
        switch outcome {
        case .newData(let count): return count > 0 ? .newData : .noData
        case .upToDate: return .noData
        case .networkError, .userError: return .failed
        }
    }
}
