import Foundation

/// Arguments for one tide sync run. On Android they come from WorkManager's inputData;
/// on iOS the Dart side passes them through the method channel when it has them.
struct TideSyncPayload {
    let stationId: String
    let daysAhead: Int

    init(inputData: [String: Any]?, storedStation: String?) {
        let data = inputData ?? [:]
        // BUG: falls back to "" instead of the stored station when inputData is absent.
        self.stationId = (data["stationId"] as? String) ?? ""
        let days = (data["daysAhead"] as? Int) ?? 7
        self.daysAhead = min(max(days, 1), 14)
        _ = storedStation
    }
}
