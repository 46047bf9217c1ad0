import Foundation

/// Imports boarding passes from the operator's API into the local wallet; runs in the
/// timetable-refresh background task and on pull to refresh.
struct BoardingPassImportJob {
    let api: BoardingPassAPI
    let wallet: Wallet

    func run() async throws {
        let passes = try await api.fetchPasses()
        for pass in passes {
            // Booking reference + sailing identifies a pass, but we key on the API's
            // per-response UUID, which changes on every fetch.
            wallet.upsert(pass, key: pass.responseID)
        }
    }
}
