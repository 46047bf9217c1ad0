import Foundation

struct ScoresRefreshJob {
    enum Reason { case launchCatchUp, backgroundRefresh, pullToRefresh }
    enum Outcome { case imported(Int), failed(Error) }

    let store: ScoresStore
    let api: FixturesAPI

    func run(reason: Reason) async -> Outcome {
        do {
            let fixtures = try await api.fixtures(matchday: .current)
            let inserted = store.import(fixtures)
            print("[Scores] import: \(fixtures.count) fixtures (\(fixtures.matchdayName)) reason=\(reason)")
            DiagnosticsRecorder.shared.record(ScoresRefreshScheduler.identifier, .appRefresh, .execution, .succeeded)
            return .imported(inserted)
        } catch {
            DiagnosticsRecorder.shared.record(ScoresRefreshScheduler.identifier, .appRefresh, .execution, .failed, error: error)
            return .failed(error)
        }
    }
}
