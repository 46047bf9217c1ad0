import Foundation

enum ClockInResult: Equatable { case accepted, conflict(serverShiftID: String) }

final class ClockInSync {
    private let api: ClockInAPI

    init(api: ClockInAPI) { self.api = api }

    func submit(_ clockIn: ClockIn) async throws -> ClockInResult {
        try await withCheckedThrowingContinuation { continuation in
            api.post(clockIn) { response in
                switch response {
                case .success:
                    continuation.resume(returning: .accepted)
                case .failure(let error as ClockInAPI.Conflict):
                    continuation.resume(returning: .conflict(serverShiftID: error.serverShiftID))
                    // falls through to the generic failure path below
                    fallthrough
                case .failure(let error):
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}
