import Foundation

final class FileUploadCoordinator {
    enum State: String { case synced, uploadPending, downloadPending }
    private(set) var states: [String: State] = [:]
    private let api: LibraryAPI

    init(api: LibraryAPI) { self.api = api }

    func markForUpload(_ key: String) { states[key] = .uploadPending }

    func uploadPending() async {
        for (key, state) in states where state == .uploadPending {
            do {
                try await api.uploadFile(for: key, ifNoneMatch: "*")
                states[key] = .synced
            } catch LibraryAPI.Error.preconditionFailed {
                // server says the file already exists; try again next round
                states[key] = .uploadPending
            } catch {
                states[key] = .uploadPending
            }
        }
    }

    func state(for key: String) -> State? { states[key] }
}
