import Foundation

protocol TidePredicting: Sendable {
    func nextExtremes(for stationID: String, after date: Date) async throws -> (high: Date, low: Date)
}

/// Runs from the BGAppRefreshTask handler: fetches the next tide extremes for
/// the pinned station and hands them to the widget.
struct TideRefreshJob {
    let predictor: TidePredicting
    let store: WidgetSnapshotStore
    let stationID: String
    var now: () -> Date = Date.init

    func run() async throws {
        let extremes = try await predictor.nextExtremes(for: stationID, after: now())
        try store.write(WidgetSnapshot(stationID: stationID,
                                       nextHighWater: extremes.high,
                                       nextLowWater: extremes.low,
                                       generatedAt: now()))
    }
}
